/**
 * The local draft and the conflict backup of a workflow in browser storage. The draft (the graph as
 * edited, with the server graph and revision it started from) lets unsaved work survive a failed save,
 * going offline and a reload; it is removed once the server holds the graph. The backup keeps the side
 * a conflict choice set aside.
 */
import type { WorkflowGraph } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { decideOnOpen, fromStoredDraft, toStoredDraft, type ConflictChoiceId, type LocalDraft, type OpenState } from '../model/revision';
import { graphOf, type EditorState } from '../store/editor-store';
import { readJson, removeKey, writeJson } from './browser-storage';

export const draftKey = (workflowId: string) => `ais-editor-draft:${workflowId}`;
export const backupKey = (workflowId: string) => `ais-editor-backup:${workflowId}`;

export const readDraft = (workflowId: string): LocalDraft | null => fromStoredDraft(readJson(draftKey(workflowId)), workflowId);

export const writeDraft = (draft: LocalDraft): boolean => writeJson(draftKey(draft.workflowId), toStoredDraft(draft));

export const clearDraft = (workflowId: string): void => removeKey(draftKey(workflowId));

/** The editor's unsaved work as a draft. */
export const draftOf = (state: EditorState): LocalDraft => ({
  workflowId: state.workflowId,
  baseRevision: state.save.baseRevision,
  base: state.baseGraph,
  draft: graphOf(state),
  savedAt: new Date().toISOString(),
});

/** What to open the editor with: the stored draft when `withDraft` (the user holds the edit permission) and it is still unsaved work. */
export const openWithDraft = (server: WorkflowGraph, withDraft: boolean): OpenState =>
  decideOnOpen(server, withDraft ? readDraft(server.workflowId) : null);

/** The side a conflict choice set aside, with the server revision of the conflict. */
export interface ConflictBackup {
  choice: ConflictChoiceId;
  revision: number;
  graph: GraphShape;
  savedAt: string;
}

export const writeBackup = (workflowId: string, backup: ConflictBackup): boolean => writeJson(backupKey(workflowId), backup);

export const readBackup = (workflowId: string): ConflictBackup | null => (readJson(backupKey(workflowId)) as ConflictBackup | null) ?? null;
