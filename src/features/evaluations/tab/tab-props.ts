/**
 * What the editor hands the Evaluations tab (src/app/editor-slots.tsx fits it to the editor's slot,
 * src/features/workflow-editor/evaluations/evaluation-parts.tsx): this feature does not import the editor.
 */

/** Why the draft could not be saved before a run on it (the editor's answer), or 'saved'. */
export type DraftSaved = 'saved' | 'invalid' | 'offline' | 'conflict' | 'failed';

export interface EvaluationsTabProps {
  projectId: string;
  workflowId: string;
  /** The user holds the edit permission: runs can start and be cancelled, sets created. */
  canRun: boolean;
  /** Saves the draft before a run on it, as the Debug run does. */
  saveForRun: () => Promise<DraftSaved>;
  /** The draft has issues to fix: the editor's issue list opens. */
  onShowIssues: () => void;
  /** A result row's trace: the Debug tab's trace view of that debug run. */
  onOpenTrace: (debugRunId: string) => void;
}
