/** What the code editor's surfaces (the plain textarea and the lazily loaded Monaco editor) share. */
export type CodeLanguage = 'json' | 'python' | 'shell' | 'typescript';

/** The editing surface's handle once Monaco is mounted: the textarea hands focus and caret over to it. */
export interface MonacoHandle {
  /** Focuses the editor with the caret at `offset` (characters from the start of the text). */
  focusAt(offset: number): void;
  focus(): void;
}

/** A word the editor offers as you type (e.g. a custom node's parameters in its Python code). */
export interface CodeCompletion {
  label: string;
  /** Shown beside the label (e.g. the data type). */
  detail?: string;
  documentation?: string;
}

export interface MonacoSurfaceProps {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  required: boolean;
  invalid: boolean;
  /** The id of the helper text or error message, for aria-describedby. */
  describedBy: string | undefined;
  /** 1-based line of the problem to mark (squiggle + gutter), with its message for the hover. */
  errorLine: number | undefined;
  errorMessage: string | undefined;
  /** The MUI colour scheme is dark: Monaco's 'vs-dark' theme, else 'vs'. */
  dark: boolean;
  /** Called once the editor is on screen; until then the textarea is shown. */
  onReady(handle: MonacoHandle): void;
  /** Hidden (laid out, invisible) until the textarea is swapped for it. */
  visible: boolean;
  /** Words offered as completions in this editor only. */
  completions: readonly CodeCompletion[];
}
