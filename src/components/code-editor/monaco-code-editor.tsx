// The lazily loaded part of the code editor: Monaco from the local `monaco-editor` package (never a
// CDN), with only the editor core, its features, JSON (with its worker) and Python's highlighting.
import Box from '@mui/material/Box';
import Editor, { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/python/register';
// Read-only request snippets (the API overview): syntax colouring only, no language service.
import 'monaco-editor/languages/definitions/shell/register';
import 'monaco-editor/languages/definitions/typescript/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MonacoSurfaceProps } from './surface';
import { createValueSync, noteReported, valueToWrite } from './value-sync';

// Workers, bundled by Vite. Without this the base editor worker (word highlights, links, minimal
// edits…) fails: its default location, `new URL('…/editorWebWorkerMain.js', import.meta.url)`, becomes an
// unbundled asset (a data: URL with relative imports). Once `getWorker` is set Monaco asks it for every
// worker, so the JSON language worker is created here too.
globalThis.MonacoEnvironment = {
  getWorker: (_workerId, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

// @monaco-editor/react would otherwise inject a loader script from a CDN.
loader.config({ monaco: monaco as unknown as NonNullable<Parameters<typeof loader.config>[0]['monaco']> });

// Monaco's own JSON diagnostics: strict JSON, no schema downloads.
jsonDefaults.setDiagnosticsOptions({ validate: true, allowComments: false, trailingCommas: 'error', enableSchemaRequest: false, schemas: [] });

/** Owner of the markers this component sets (Monaco's JSON diagnostics have their own). */
const MARKER_OWNER = 'studio';
const ERROR_LINE_CLASS = 'studio-code-editor-error-line';
const ERROR_LINE_NUMBER_CLASS = 'studio-code-editor-error-line-number';

type StandaloneEditor = monaco.editor.IStandaloneCodeEditor;

export default function MonacoCodeEditor({
  label,
  language,
  value,
  onChange,
  readOnly,
  required,
  invalid,
  describedBy,
  errorLine,
  errorMessage,
  dark,
  onReady,
  visible,
  completions,
}: MonacoSurfaceProps) {
  const [editor, setEditor] = useState<StandaloneEditor | null>(null);
  const decorations = useRef<monaco.editor.IEditorDecorationsCollection | null>(null);
  // Monaco owns its text while the user types; only the caller's own values are written in (value-sync.ts).
  const sync = useRef(createValueSync());
  const writing = useRef(false);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  const options = useMemo<monaco.editor.IStandaloneEditorConstructionOptions>(
    () => ({
      ariaLabel: label,
      ariaRequired: required,
      readOnly,
      minimap: { enabled: false },
      automaticLayout: true,
      wordWrap: 'on',
      tabSize: 2,
      insertSpaces: true,
      detectIndentation: false,
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      lineNumbersMinChars: 3,
      fontSize: 14,
      renderLineHighlightOnlyWhenFocus: true,
    }),
    [label, required, readOnly],
  );

  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model) return;
    const text = valueToWrite(sync.current, value, model.getValue());
    if (text === null) return;
    writing.current = true;
    if (editor.getOption(monaco.editor.EditorOption.readOnly)) editor.setValue(text);
    else {
      // One undoable edit, as the library did.
      editor.executeEdits('', [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
      editor.pushUndoStop();
    }
    writing.current = false;
  }, [editor, value]);

  // The problem's line: an error marker (squiggle, hover message, overview ruler) and a gutter mark.
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model) return;
    decorations.current ??= editor.createDecorationsCollection();
    if (errorLine === undefined) {
      monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
      decorations.current.clear();
      return;
    }
    const line = Math.min(Math.max(1, Math.trunc(errorLine)), model.getLineCount());
    const startColumn = model.getLineFirstNonWhitespaceColumn(line) || 1;
    const endColumn = model.getLineLastNonWhitespaceColumn(line) || model.getLineMaxColumn(line);
    monaco.editor.setModelMarkers(model, MARKER_OWNER, [
      { severity: monaco.MarkerSeverity.Error, message: errorMessage ?? '', startLineNumber: line, startColumn, endLineNumber: line, endColumn },
    ]);
    decorations.current.set([
      {
        range: new monaco.Range(line, 1, line, 1),
        options: { isWholeLine: true, linesDecorationsClassName: ERROR_LINE_CLASS, lineNumberClassName: ERROR_LINE_NUMBER_CLASS },
      },
    ]);
  }, [editor, errorLine, errorMessage, value]);

  // The caller's words as completions, in this editor's model only (providers are per language, global).
  useEffect(() => {
    const model = editor?.getModel();
    if (!editor || !model || !completions.length) return undefined;
    const provider = monaco.languages.registerCompletionItemProvider(language, {
      provideCompletionItems: (target, position) => {
        if (target !== model) return { suggestions: [] };
        const word = target.getWordUntilPosition(position);
        const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
        return {
          suggestions: completions.map((item) => ({
            label: item.label,
            kind: monaco.languages.CompletionItemKind.Variable,
            insertText: item.label,
            range,
            ...(item.detail ? { detail: item.detail } : {}),
            ...(item.documentation ? { documentation: item.documentation } : {}),
          })),
        };
      },
    });
    return () => provider.dispose();
  }, [editor, language, completions]);

  // Monaco's focusable element (a role=textbox element, or its textarea) is described by the message.
  useEffect(() => {
    const root = editor?.getDomNode();
    const target = root?.querySelector<HTMLElement>('[role="textbox"]') ?? root?.querySelector('textarea');
    if (!target) return;
    if (describedBy) target.setAttribute('aria-describedby', describedBy);
    else target.removeAttribute('aria-describedby');
    if (invalid) target.setAttribute('aria-invalid', 'true');
    else target.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  return (
    <Box
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        visibility: visible ? 'visible' : 'hidden',
        [`& .${ERROR_LINE_CLASS}`]: { background: (theme.vars ?? theme).palette.error.main, width: '4px !important', marginLeft: '4px' },
        [`& .${ERROR_LINE_NUMBER_CLASS}`]: { color: `${(theme.vars ?? theme).palette.error.main} !important`, fontWeight: 700 },
      })}
    >
      <Editor
        height="100%"
        language={language}
        defaultValue={value}
        onChange={(next) => {
          if (writing.current) return;
          noteReported(sync.current, next ?? '');
          onChange(next ?? '');
        }}
        theme={dark ? 'vs-dark' : 'vs'}
        options={options}
        loading={null}
        onMount={(mounted) => {
          mounted.getModel()?.updateOptions({ tabSize: 2, insertSpaces: true });
          setEditor(mounted);
          onReadyRef.current({
            focus: () => mounted.focus(),
            focusAt: (offset) => {
              const position = mounted.getModel()?.getPositionAt(offset);
              if (position) {
                mounted.setPosition(position);
                mounted.revealPosition(position);
              }
              mounted.focus();
            },
          });
        }}
      />
    </Box>
  );
}
