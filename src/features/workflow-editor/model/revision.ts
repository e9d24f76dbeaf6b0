/**
 * Revisions and conflicts. Every save names the revision the draft is based on; a 409
 * (WorkflowGraphConflict with currentRevision) means someone saved in between. Given the server's
 * current graph, `conflictChoices` offers keep mine (rebased onto the server revision), take theirs,
 * or a merged copy; each choice carries the side it sets aside as a backup, so neither is lost.
 * The local draft (kept in browser storage with the base it started from) lets unsaved work survive
 * a reload or going offline and still merge three-way.
 */
import type { WorkflowGraph, WorkflowGraphConflict, WorkflowGraphSave } from '../../../generated/model';
import { deepEqual } from './deep-equal';
import { mergeGraphs, type MergeConflict } from './graph-merge';
import type { GraphShape } from './graph-types';
import type { RandomDigit } from './ids';
import type { NamespacedKey } from '../../../lib/i18n-keys';

export const toSaveBody = (graph: GraphShape, baseRevision: number): WorkflowGraphSave => ({ baseRevision, nodes: graph.nodes, edges: graph.edges });

export const shapeOf = (graph: GraphShape): GraphShape => ({ nodes: graph.nodes, edges: graph.edges });

export const sameGraph = (a: GraphShape, b: GraphShape): boolean => deepEqual(a.nodes, b.nodes) && deepEqual(a.edges, b.edges);

/**
 * The base of a draft stored without one. Empty, so a merge counts every node as added on both
 * sides: it keeps both versions of what differs (duplicates, but nothing lost).
 */
export const unknownBase: GraphShape = { nodes: [], edges: [] };

export type ConflictChoiceId = 'keepMine' | 'takeTheirs' | 'merged';

/** The three ways out of a 409, in the order the dialog offers them, with their labels. */
export const conflictChoiceLabels: readonly { id: ConflictChoiceId; labelKey: NamespacedKey<'editor'>; descriptionKey: NamespacedKey<'editor'> }[] = [
  { id: 'keepMine', labelKey: 'editor:conflict.keepMine', descriptionKey: 'editor:conflict.keepMineDescription' },
  { id: 'takeTheirs', labelKey: 'editor:conflict.takeTheirs', descriptionKey: 'editor:conflict.takeTheirsDescription' },
  { id: 'merged', labelKey: 'editor:conflict.merged', descriptionKey: 'editor:conflict.mergedDescription' },
];

export interface ConflictChoice {
  id: ConflictChoiceId;
  labelKey: NamespacedKey<'editor'>;
  descriptionKey: NamespacedKey<'editor'>;
  /** The graph the editor shows after choosing. */
  graph: GraphShape;
  /** What to save next (based on the server's current revision), or null when nothing needs saving. */
  save: WorkflowGraphSave | null;
  /** The version this choice sets aside: keep it (local storage) so it can be restored or copied from. */
  backup: GraphShape;
  /** Fields both sides changed (merged copy only; mine is used, theirs is listed here). */
  conflicts: MergeConflict[];
}

export interface ConflictInput {
  /** The server graph the draft started from; null (or `unknownBase`) when unknown. */
  base: GraphShape | null;
  mine: GraphShape;
  theirs: WorkflowGraph;
  random?: RandomDigit;
}

/** The three ways out of a 409, in the order of `conflictChoiceLabels`. */
export function conflictChoices({ base, mine, theirs, random }: ConflictInput): ConflictChoice[] {
  const theirShape = shapeOf(theirs);
  const mineShape = shapeOf(mine);
  // Without the base, every difference counts as added on both sides: the merge keeps mine and re-adds theirs.
  const merged = mergeGraphs(base ?? unknownBase, mineShape, theirShape, random);
  const outcome: Record<ConflictChoiceId, Pick<ConflictChoice, 'graph' | 'save' | 'backup' | 'conflicts'>> = {
    keepMine: { graph: mineShape, save: toSaveBody(mineShape, theirs.revision), backup: theirShape, conflicts: [] },
    takeTheirs: { graph: theirShape, save: null, backup: mineShape, conflicts: [] },
    // Mine wins every field both changed, so theirs is what a merged copy can lose.
    merged: {
      graph: merged.graph,
      save: sameGraph(merged.graph, theirShape) ? null : toSaveBody(merged.graph, theirs.revision),
      backup: theirShape,
      conflicts: merged.conflicts,
    },
  };
  return conflictChoiceLabels.map((label) => ({ ...label, ...outcome[label.id] }));
}

/** The dialog's description: who saved (`someone` when the server did not say) and which revision. */
export function describeConflict(
  conflict: WorkflowGraphConflict,
  someone: string,
): { key: NamespacedKey<'editor'>; params: { name: string; revision: number } } {
  return { key: 'editor:conflict.description', params: { name: conflict.updatedBy?.name ?? someone, revision: conflict.currentRevision } };
}

/** Unsaved work of one workflow, kept in browser storage until the server has it. */
export interface LocalDraft {
  workflowId: string;
  baseRevision: number;
  /** The server graph at baseRevision: the merge base after a conflict (`unknownBase` for old drafts). */
  base: GraphShape;
  draft: GraphShape;
  /** ISO time of the last local write. */
  savedAt: string;
  /** The browser tab that wrote it (absent in drafts written before tabs were told apart). */
  writer?: string;
}

/**
 * Whether a tab whose work the server now holds (`server`) may remove the stored draft. Tabs of the
 * same user share one draft: another tab's draft stays (its work is not saved yet) unless the server
 * holds that very graph.
 */
export const mayRemoveDraft = (stored: LocalDraft | null, tab: string, server: GraphShape): boolean =>
  stored === null || stored.writer === tab || sameGraph(stored.draft, server);

interface Keyed {
  id: string;
}

/** Where a base differs from the draft: base items the draft changed or removed, ids the draft added. */
interface Delta<T extends Keyed> {
  changed: T[];
  added: string[];
}

function deltaOf<T extends Keyed>(base: readonly T[], draft: readonly T[]): Delta<T> {
  const inDraft = new Map(draft.map((item) => [item.id, item] as const));
  const inBase = new Set(base.map((item) => item.id));
  return {
    changed: base.filter((item) => !deepEqual(inDraft.get(item.id), item)),
    added: draft.filter((item) => !inBase.has(item.id)).map((item) => item.id),
  };
}

/** The base again (order aside, which a merge ignores). */
function applyDelta<T extends Keyed>(draft: readonly T[], { changed, added }: Delta<T>): T[] {
  const byId = new Map(changed.map((item) => [item.id, item] as const));
  const dropped = new Set(added);
  const base = draft.filter((item) => !dropped.has(item.id)).map((item) => byId.get(item.id) ?? item);
  const present = new Set(base.map((item) => item.id));
  return [...base, ...changed.filter((item) => !present.has(item.id))];
}

/**
 * A draft as stored: the base is kept only where it differs from the draft, so a 3000-node graph
 * costs one graph of storage, not two. Drafts written before the base was kept are
 * `{ baseRevision, graph, savedAt }`.
 */
interface StoredDraft {
  workflowId: string;
  baseRevision: number;
  draft: GraphShape;
  baseNodes: Delta<GraphShape['nodes'][number]>;
  baseEdges: Delta<GraphShape['edges'][number]>;
  savedAt: string;
  writer?: string;
}

export const toStoredDraft = ({ workflowId, baseRevision, base, draft, savedAt, writer }: LocalDraft): StoredDraft => ({
  workflowId,
  baseRevision,
  draft: shapeOf(draft),
  baseNodes: deltaOf(base.nodes, draft.nodes),
  baseEdges: deltaOf(base.edges, draft.edges),
  savedAt,
  ...(writer === undefined ? {} : { writer }),
});

export const isShape = (value: unknown): value is GraphShape =>
  typeof value === 'object' && value !== null && Array.isArray((value as GraphShape).nodes) && Array.isArray((value as GraphShape).edges);

const isDelta = (value: unknown): value is Delta<Keyed> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Delta<Keyed>).changed) && Array.isArray((value as Delta<Keyed>).added);

/** A stored draft of `workflowId` (either format), or null when it is missing, malformed or another workflow's. */
export function fromStoredDraft(value: unknown, workflowId: string): LocalDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<StoredDraft> & { graph?: unknown };
  if (typeof stored.baseRevision !== 'number') return null;
  const savedAt = typeof stored.savedAt === 'string' ? stored.savedAt : '';
  if (isShape(stored.draft) && stored.workflowId === workflowId && isDelta(stored.baseNodes) && isDelta(stored.baseEdges)) {
    const draft = stored.draft;
    const base = { nodes: applyDelta(draft.nodes, stored.baseNodes), edges: applyDelta(draft.edges, stored.baseEdges) };
    const writer = typeof stored.writer === 'string' ? { writer: stored.writer } : {};
    return { workflowId, baseRevision: stored.baseRevision, base, draft, savedAt, ...writer };
  }
  if (stored.workflowId === undefined && isShape(stored.graph))
    return { workflowId, baseRevision: stored.baseRevision, base: unknownBase, draft: stored.graph, savedAt };
  return null;
}

/** What the editor opens with: the graph shown, its merge base and revision, and whether it is unsaved. */
export interface OpenState {
  graph: GraphShape;
  base: GraphShape;
  revision: number;
  dirty: boolean;
}

/**
 * What to open, given the server graph and the stored draft, if any. A draft on the current revision
 * is restored on the server graph as its base. A draft on an older one keeps its own base and
 * revision: its save gets the 409, and the conflict dialog merges three-way.
 */
export function decideOnOpen(server: WorkflowGraph, draft: LocalDraft | null): OpenState {
  const serverShape = shapeOf(server);
  if (!draft || draft.workflowId !== server.workflowId || sameGraph(draft.draft, server)) {
    return { graph: serverShape, base: serverShape, revision: server.revision, dirty: false };
  }
  if (draft.baseRevision === server.revision) return { graph: draft.draft, base: serverShape, revision: server.revision, dirty: true };
  return { graph: draft.draft, base: draft.base, revision: draft.baseRevision, dirty: true };
}
