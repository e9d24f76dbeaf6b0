/** Types derived from the generated contract types (never hand-written mirrors of API shapes). */
import type { GraphEdge, GraphNode, NodeKind, WorkflowGraph } from '../../../generated/model';

/** The node of one kind, narrowed from the generated discriminated union. */
export type NodeOfKind<K extends NodeKind> = Extract<GraphNode, { kind: K }>;

/** The `data` of one kind of node. */
export type NodeDataOf<K extends NodeKind> = NodeOfKind<K>['data'];

/** What the editor edits: the nodes and edges of a graph, without its server metadata. */
export type GraphShape = Pick<WorkflowGraph, 'nodes' | 'edges'>;

export type { GraphEdge, GraphNode, NodeKind };
