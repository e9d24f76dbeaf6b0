/**
 * What a diff of two saved graphs holds: the nodes added, removed, changed (in substance) and moved only,
 * the edges added and removed, the changes in navigation order, and the counts the contract's version
 * summary carries. Pure data: the versions panel and the canvas read it, the mock backend may compute
 * its summary with the same function.
 */
import type { GraphEdge, GraphNode, NodePosition } from '../../../../generated/model';
import type { NamespacedKey } from '../../../../lib/i18n-keys';

export interface GraphDiffOptions {
  /** Count layout (a node's position) as a change: moved-only nodes join the changes, a changed node's move is one of its fields. */
  layout?: boolean;
}

/** How one field of a node's settings differs (`field` in the form the editor's issues use: `data.branches.0.conditions.1.value`). */
export interface FieldChange {
  /**
   * The field's path under the node, rows by their index on the side named by `side` (the after side unless
   * the row was removed), so `fieldLabelParts(field, node)` (model/issue-labels.ts) labels it as its panel does.
   */
  field: string;
  /** The graph whose node the path's row indexes refer to. */
  side: 'before' | 'after';
  /** `reordered`: the same rows (matched by id or name) in another order; before and after hold their keys. */
  change: 'added' | 'removed' | 'changed' | 'reordered';
  before?: unknown;
  after?: unknown;
  /** Both sides are text and one is long or has several lines: show it with `diffText`. */
  text: boolean;
}

interface NodeEntry {
  id: string;
  /** The kind's name (editor namespace), shown when the node has no title. */
  kindLabelKey: NamespacedKey<'editor'>;
}

export interface NodeAdded extends NodeEntry {
  node: GraphNode;
}

export interface NodeRemoved extends NodeEntry {
  node: GraphNode;
}

export interface NodeChanged extends NodeEntry {
  before: GraphNode;
  after: GraphNode;
  /** Whether its position changed too. */
  moved: boolean;
  /** Its changed fields (title, kind, data; `position` only with `layout`), in the node's field order. */
  fields: FieldChange[];
}

export interface NodeMoved extends NodeEntry {
  before: GraphNode;
  after: GraphNode;
}

/** An edge as the diff sees it: its id in its own graph, and the handle it leaves from resolved (an if-else's else edge names none). */
export interface EdgeEntry {
  /** Identity across graphs: source, resolved source handle, target (the contract's edges have no target handle). */
  key: string;
  edge: GraphEdge;
  sourceHandle: string | null;
}

export type ChangeType = 'nodeAdded' | 'nodeRemoved' | 'nodeChanged' | 'nodeMoved' | 'edgeAdded' | 'edgeRemoved';

/** One stop of next/previous change: a node by id or an edge by key, where it is drawn (the before graph's position for removed ones). */
export interface DiffChange {
  type: ChangeType;
  /** The node's id, or the edge's key. */
  id: string;
  at: NodePosition;
}

/** The counts of a version's summary (the contract's field names); layout is never counted. */
export interface DiffSummary {
  nodesAdded: number;
  nodesRemoved: number;
  nodesChanged: number;
  edgesAdded: number;
  edgesRemoved: number;
}

export interface GraphDiff {
  nodes: { added: NodeAdded[]; removed: NodeRemoved[]; changed: NodeChanged[]; moved: NodeMoved[] };
  edges: { added: EdgeEntry[]; removed: EdgeEntry[] };
  /** In navigation order: top-left to bottom-right (rows first), a node before the edges leaving it. */
  changes: DiffChange[];
  summary: DiffSummary;
  /** No change of substance (and, with `layout`, no move). */
  identical: boolean;
}
