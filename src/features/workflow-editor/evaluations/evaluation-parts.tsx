/**
 * The Evaluations tab's content is the evaluations feature's: the editor owns the tab and its URL parameters
 * (the content keeps its own choices in `eval…` ones: src/features/evaluations/tab/evaluations-search.ts) and
 * declares here what it hands the content; src/app gives the part (src/app/editor-slots.tsx, loaded
 * when the tab is first shown) — a feature never imports another feature.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { SavedForRun } from '../save/ensure-saved';

export interface EvaluationsTabProps {
  projectId: string;
  workflowId: string;
  /** The user holds the edit permission: runs can start on the draft (saved first) or a revision, and be cancelled. */
  canRun: boolean;
  /** Saves the draft before a run on it (as the Debug run does); answers why when it cannot. */
  saveForRun: () => Promise<SavedForRun>;
  /** The draft cannot be saved (invalid graph): the issue list opens. */
  onShowIssues: () => void;
  /** A result row's trace: the Debug tab with that debug run. */
  onOpenTrace: (debugRunId: string) => void;
}

export interface EditorEvaluationParts {
  EvaluationsTab: ComponentType<EvaluationsTabProps>;
}

const EditorEvaluationPartsContext = createContext<EditorEvaluationParts | null>(null);

export const EditorEvaluationPartsProvider = EditorEvaluationPartsContext.Provider;

export function useEditorEvaluationParts(): EditorEvaluationParts {
  const parts = useContext(EditorEvaluationPartsContext);
  if (!parts) throw new Error('The editor needs its evaluation parts: render it inside EditorEvaluationPartsProvider (src/app/editor-slots.tsx).');
  return parts;
}
