/**
 * Revisions and conflicts. Every save names the revision the draft is based on; a 409
 * (WorkflowGraphConflict with currentRevision) means someone saved in between. Given the server's
 * current graph, `conflictChoices` offers keep mine (rebased onto the server revision), take theirs,
 * or a merged copy; each choice carries the side it sets aside as a backup, so neither is lost.
 * The local draft (kept in browser storage) lets unsaved work survive a reload or going offline.
 */
import type { WorkflowGraph, WorkflowGraphConflict, WorkflowGraphSave } from '../../../generated/model';
import { deepEqual } from './deep-equal';
import { mergeGraphs, type MergeConflict } from './graph-merge';
import type { GraphShape } from './graph-types';
import type { RandomDigit } from './ids';

export const toSaveBody = (graph: GraphShape, baseRevision: number): WorkflowGraphSave => ({ baseRevision, nodes: graph.nodes, edges: graph.edges });

export const shapeOf = (graph: GraphShape): GraphShape => ({ nodes: graph.nodes, edges: graph.edges });

export const sameGraph = (a: GraphShape, b: GraphShape): boolean => deepEqual(a.nodes, b.nodes) && deepEqual(a.edges, b.edges);

export type ConflictChoiceId = 'keepMine' | 'takeTheirs' | 'merged';

export interface ConflictChoice {
  id: ConflictChoiceId;
  labelKey: string;
  descriptionKey: string;
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
  /** The server graph the draft started from, when known (enables the merge to tell who changed what). */
  base: GraphShape | null;
  mine: GraphShape;
  theirs: WorkflowGraph;
  random?: RandomDigit;
}

/** The three ways out of a 409, in the order the dialog offers them. */
export function conflictChoices({ base, mine, theirs, random }: ConflictInput): ConflictChoice[] {
  const theirShape = shapeOf(theirs);
  const mineShape = shapeOf(mine);
  // Without the base, every difference counts as added on both sides: the merge keeps mine and re-adds theirs.
  const merged = mergeGraphs(base ?? { nodes: [], edges: [] }, mineShape, theirShape, random);
  return [
    {
      id: 'keepMine',
      labelKey: 'editor:conflict.keepMine',
      descriptionKey: 'editor:conflict.keepMineDescription',
      graph: mineShape,
      save: toSaveBody(mineShape, theirs.revision),
      backup: theirShape,
      conflicts: [],
    },
    {
      id: 'takeTheirs',
      labelKey: 'editor:conflict.takeTheirs',
      descriptionKey: 'editor:conflict.takeTheirsDescription',
      graph: theirShape,
      save: null,
      backup: mineShape,
      conflicts: [],
    },
    {
      id: 'merged',
      labelKey: 'editor:conflict.merged',
      descriptionKey: 'editor:conflict.mergedDescription',
      graph: merged.graph,
      save: sameGraph(merged.graph, theirShape) ? null : toSaveBody(merged.graph, theirs.revision),
      backup: mineShape,
      conflicts: merged.conflicts,
    },
  ];
}

/** The dialog's description: who saved and which revision. */
export function describeConflict(conflict: WorkflowGraphConflict): { key: string; params: { name: string; revision: number } } {
  return { key: 'editor:conflict.description', params: { name: conflict.updatedBy?.name ?? '-', revision: conflict.currentRevision } };
}

/** Unsaved work of one workflow, kept in browser storage until the server has it. */
export interface LocalDraft {
  workflowId: string;
  baseRevision: number;
  /** The server graph at baseRevision (the merge base after a conflict). */
  base: GraphShape;
  draft: GraphShape;
  /** ISO time of the last local write. */
  savedAt: string;
}

export const draftStorageKey = (workflowId: string): string => `ais-workflow-draft:${workflowId}`;

export const serializeDraft = (draft: LocalDraft): string => JSON.stringify(draft);

const isShape = (value: unknown): value is GraphShape =>
  typeof value === 'object' && value !== null && Array.isArray((value as GraphShape).nodes) && Array.isArray((value as GraphShape).edges);

/** A stored draft, or null when the text is missing, corrupt or from another workflow. */
export function parseDraft(text: string | null, workflowId: string): LocalDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LocalDraft>;
    if (value.workflowId !== workflowId || typeof value.baseRevision !== 'number' || !isShape(value.base) || !isShape(value.draft)) return null;
    return value as LocalDraft;
  } catch {
    return null;
  }
}

export type OpenDecision =
  /** Show the server graph; drop any stored draft. */
  | { use: 'server'; graph: GraphShape; revision: number }
  /** Restore the draft (it is based on the current revision): show it and save it. */
  | { use: 'draft'; graph: GraphShape; revision: number }
  /** The server moved on since the draft was made: resolve like a 409. */
  | { use: 'conflict'; choices: ConflictChoice[]; revision: number };

/** What to show when the editor opens, given the server graph and the stored draft, if any. */
export function decideOnOpen(server: WorkflowGraph, draft: LocalDraft | null, random?: RandomDigit): OpenDecision {
  const revision = server.revision;
  if (!draft || draft.workflowId !== server.workflowId || sameGraph(draft.draft, server)) return { use: 'server', graph: shapeOf(server), revision };
  if (draft.baseRevision === revision) return { use: 'draft', graph: draft.draft, revision };
  return { use: 'conflict', choices: conflictChoices({ base: draft.base, mine: draft.draft, theirs: server, random }), revision };
}
