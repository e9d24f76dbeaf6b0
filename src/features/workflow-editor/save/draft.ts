/**
 * The local draft: the graph as edited, with the revision it is based on, kept in localStorage so
 * unsaved work survives a failed save, going offline and a reload. Removed once the server holds it.
 */
import type { GraphShape } from '../model/graph-types';

export interface Draft {
  baseRevision: number;
  graph: GraphShape;
  savedAt: string;
}

const key = (workflowId: string) => `ais-editor-draft:${workflowId}`;
const backupKey = (workflowId: string) => `ais-editor-backup:${workflowId}`;

export function readDraft(workflowId: string): Draft | null {
  try {
    const text = localStorage.getItem(key(workflowId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Draft>;
    if (typeof value.baseRevision !== 'number' || !value.graph || !Array.isArray(value.graph.nodes) || !Array.isArray(value.graph.edges)) return null;
    return value as Draft;
  } catch {
    return null;
  }
}

export function writeDraft(workflowId: string, baseRevision: number, graph: GraphShape): void {
  try {
    localStorage.setItem(key(workflowId), JSON.stringify({ baseRevision, graph, savedAt: new Date().toISOString() } satisfies Draft));
  } catch {
    // Storage full or blocked: the in-memory graph is still there.
  }
}

export function clearDraft(workflowId: string): void {
  try {
    localStorage.removeItem(key(workflowId));
  } catch {
    // Nothing to clear.
  }
}

/** The side a conflict resolution set aside (their graph, or mine), kept so neither is lost. */
export function writeBackup(workflowId: string, graph: GraphShape, revision: number): void {
  try {
    localStorage.setItem(backupKey(workflowId), JSON.stringify({ baseRevision: revision, graph, savedAt: new Date().toISOString() } satisfies Draft));
  } catch {
    // Best effort.
  }
}

export function readBackup(workflowId: string): Draft | null {
  try {
    const text = localStorage.getItem(backupKey(workflowId));
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
}
