/**
 * The local draft of a workflow in browser storage: the graph as edited, with the server graph and
 * revision it started from and the tab that wrote it. It lets unsaved work survive a failed save, going
 * offline and a reload; it is removed once the server holds the graph, by the tab that wrote it (tabs
 * of the same user share it, see `mayRemoveDraft`).
 */
import type { WorkflowGraph } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { decideOnOpen, fromStoredDraft, mayRemoveDraft, toStoredDraft, type LocalDraft, type OpenState } from '../model/revision';
import { graphOf, type EditorState } from '../store/editor-store';
import { readJson, removeKey, writeJson } from './browser-storage';

export const draftKey = (workflowId: string) => `ais-editor-draft:${workflowId}`;

export const readDraft = (workflowId: string): LocalDraft | null => fromStoredDraft(readJson(draftKey(workflowId)), workflowId);

export const writeDraft = (draft: LocalDraft): boolean => writeJson(draftKey(draft.workflowId), toStoredDraft(draft));

/** Removes the stored draft now that the server holds `server`, unless another tab wrote it and it is still unsaved work. */
export function releaseDraft(workflowId: string, writer: string, server: GraphShape): void {
  if (mayRemoveDraft(readDraft(workflowId), writer, server)) removeKey(draftKey(workflowId));
}

/** The editor's unsaved work as a draft written by the tab `writer`. */
export const draftOf = (state: EditorState, writer: string): LocalDraft => ({
  workflowId: state.workflowId,
  baseRevision: state.save.baseRevision,
  base: state.baseGraph,
  draft: graphOf(state),
  savedAt: new Date().toISOString(),
  writer,
});

/** What to open the editor with: the stored draft when `withDraft` (the user holds the edit permission) and it is still unsaved work. */
export const openWithDraft = (server: WorkflowGraph, withDraft: boolean): OpenState => decideOnOpen(server, withDraft ? readDraft(server.workflowId) : null);
