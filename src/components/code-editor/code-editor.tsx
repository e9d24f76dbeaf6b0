import type { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import { type FocusEvent, forwardRef, lazy, Suspense, useCallback, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { useDarkMode } from '../../lib/use-dark-mode';
import type { CodeCompletion, CodeLanguage, MonacoHandle } from './surface';

// Monaco (and its workers) load only when a code editor is first rendered: never in the first visit.
const MonacoCodeEditor = lazy(() => import('./monaco-code-editor'));

export interface CodeEditorProps {
  /** The accessible name (Monaco's ariaLabel) and the visible label above the editor. */
  label: string;
  language: CodeLanguage;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A problem to show: the message under the editor (red, like MUI helper text, and linked by aria-describedby), and, when `line` is given, an error marker (squiggle + gutter) on that 1-based line. */
  error?: { message: string; line?: number | undefined } | undefined;
  helperText?: string;
  required?: boolean;
  height?: number; // px, default 220
  readOnly?: boolean;
  /** Words offered as completions while typing (Monaco only), e.g. a custom node's parameters. */
  completions?: readonly CodeCompletion[];
}

/** What CodeEditor hands to its input slot besides what MUI's InputBase passes. */
interface SlotData {
  label: string;
  language: CodeLanguage;
  height: number;
  errorLine: number | undefined;
  errorMessage: string | undefined;
  onValueChange(value: string): void;
  completions: readonly CodeCompletion[];
}

type SlotProps = InputBaseComponentProps & { codeEditor: SlotData };

const NO_COMPLETIONS: readonly CodeCompletion[] = [];

const MONO = 'Menlo, Monaco, Consolas, "Courier New", monospace';

/**
 * A labelled, outlined code field that looks and behaves like an MUI TextField (label, red outline and
 * message on error, helper text), editing JSON or Python with Monaco. Monaco is loaded lazily; until it
 * is ready a plain textarea with the same label, value and onChange is shown, so the field is usable at
 * once and nothing typed is lost (focus and caret move over to Monaco).
 */
export function CodeEditor({
  label,
  language,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required = false,
  height = 220,
  readOnly = false,
  completions = NO_COMPLETIONS,
}: CodeEditorProps) {
  const id = useId();
  const codeEditor: SlotData = { label, language, height, errorLine: error?.line, errorMessage: error?.message, onValueChange: onChange, completions };
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onBlur={onBlur}
      required={required}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      fullWidth
      multiline
      slotProps={{
        inputLabel: { shrink: true },
        input: { inputComponent: EditorSlot, readOnly, sx: { py: 1, pl: 0.5, pr: 0.5, alignItems: 'stretch' } },
        htmlInput: { codeEditor },
      }}
    />
  );
}

/**
 * The input of the TextField: the textarea, then Monaco. MUI's InputBase gives it the id, value,
 * aria-invalid, aria-describedby, required, readOnly, its classes and focus/blur handlers (which drive the
 * focused outline and label); focus moving inside the editor (e.g. to Monaco's find widget) is not a blur.
 */
const EditorSlot = forwardRef<{ focus(): void; value: string }, SlotProps>(function EditorSlot(props, ref) {
  const { codeEditor, className, id, value, readOnly, required, onFocus, onBlur } = props;
  const describedBy = props['aria-describedby'];
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const { label, language, height, errorLine, errorMessage, onValueChange, completions } = codeEditor;
  const text = typeof value === 'string' ? value : '';
  const dark = useDarkMode();

  const rootRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const monacoRef = useRef<MonacoHandle | null>(null);
  const handOffRef = useRef<number | undefined>(undefined);
  const [monacoReady, setMonacoReady] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => (monacoRef.current ?? textareaRef.current)?.focus(),
      value: text,
    }),
    [text],
  );

  const onReady = useCallback((handle: MonacoHandle) => {
    monacoRef.current = handle;
    const textarea = textareaRef.current;
    handOffRef.current = textarea && textarea === document.activeElement ? textarea.selectionStart : undefined;
    setMonacoReady(true);
  }, []);

  // Once Monaco is visible, give it the focus and caret the textarea had.
  useLayoutEffect(() => {
    if (!monacoReady || handOffRef.current === undefined) return;
    monacoRef.current?.focusAt(handOffRef.current);
    handOffRef.current = undefined;
  }, [monacoReady]);

  const inside = (event: FocusEvent) => event.relatedTarget instanceof Node && Boolean(rootRef.current?.contains(event.relatedTarget));
  return (
    <div
      ref={rootRef}
      className={className}
      style={{ height, position: 'relative' }}
      onFocus={(event) => {
        if (!inside(event)) onFocus?.(event as FocusEvent<HTMLInputElement>);
      }}
      onBlur={(event) => {
        if (!inside(event)) onBlur?.(event as FocusEvent<HTMLInputElement>);
      }}
    >
      {!monacoReady && (
        <textarea
          ref={textareaRef}
          id={id}
          value={text}
          onChange={(event) => onValueChange(event.target.value)}
          readOnly={readOnly}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          style={{
            boxSizing: 'border-box',
            width: '100%',
            height: '100%',
            margin: 0,
            padding: '0 0 0 51px', // where Monaco's text starts, past its gutter: no jump when it arrives
            border: 0,
            outline: 0,
            resize: 'none',
            background: 'transparent',
            color: 'inherit',
            font: `14px/19px ${MONO}`,
            tabSize: 2,
          }}
        />
      )}
      <Suspense fallback={null}>
        <MonacoCodeEditor
          label={label}
          language={language}
          value={text}
          onChange={onValueChange}
          readOnly={Boolean(readOnly)}
          required={Boolean(required)}
          invalid={invalid}
          describedBy={describedBy}
          errorLine={errorLine}
          errorMessage={errorMessage}
          dark={dark}
          onReady={onReady}
          visible={monacoReady}
          completions={completions}
        />
      </Suspense>
    </div>
  );
});
