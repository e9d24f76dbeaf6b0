/**
 * `diffGraphs(before, after)`: what changed between two saved graphs (or a revision and the draft). Nodes
 * by id: added, removed, changed in substance (title, kind, data) and moved only (a position is layout, not
 * substance: `options.layout` counts moves as changes). Edges by source, source handle and target
 * (edges.ts). One linear pass over each graph plus a field diff of the nodes that differ; a node the two
 * graphs share (the editor's edits keep unchanged nodes as the same object) is skipped at once.
 */
import type { GraphNode, NodePosition } from '../../../../generated/model';
import type { GraphShape } from '../../model/graph-types';
import { definitionOf } from '../../model/node-registry';
import { compareChanges } from './change-order';
import { diffNodeFields } from './diff-fields';
import { diffEdges, edgeEntries } from './edges';
import type { DiffChange, EdgeEntry, GraphDiff, GraphDiffOptions, NodeAdded, NodeChanged, NodeMoved, NodeRemoved } from './types';

const ORIGIN: NodePosition = { x: 0, y: 0 };

const byId = (graph: GraphShape): Map<string, GraphNode> => {
  const nodes = new Map<string, GraphNode>();
  for (const node of graph.nodes) if (!nodes.has(node.id)) nodes.set(node.id, node);
  return nodes;
};

const samePosition = (a: NodePosition, b: NodePosition) => a.x === b.x && a.y === b.y;

export function diffGraphs(before: GraphShape, after: GraphShape, options: GraphDiffOptions = {}): GraphDiff {
  const layout = options.layout === true;
  const beforeNodes = byId(before);
  const afterNodes = byId(after);
  const added: NodeAdded[] = [];
  const removed: NodeRemoved[] = [];
  const changed: NodeChanged[] = [];
  const moved: NodeMoved[] = [];
  for (const node of afterNodes.values()) {
    const old = beforeNodes.get(node.id);
    const kindLabelKey = definitionOf(node).labelKey;
    if (!old) {
      added.push({ id: node.id, kindLabelKey, node });
      continue;
    }
    if (old === node) continue;
    const fields = diffNodeFields(old, node, { layout });
    const isMoved = !samePosition(old.position, node.position);
    const substance = fields.some((field) => field.field !== 'position');
    if (substance) changed.push({ id: node.id, kindLabelKey, before: old, after: node, moved: isMoved, fields });
    else if (isMoved) moved.push({ id: node.id, kindLabelKey, before: old, after: node });
  }
  for (const node of beforeNodes.values()) {
    if (!afterNodes.has(node.id)) removed.push({ id: node.id, kindLabelKey: definitionOf(node).labelKey, node });
  }
  const edges = diffEdges(edgeEntries(before, beforeNodes), edgeEntries(after, afterNodes));

  const changes: DiffChange[] = [
    ...added.map((entry): DiffChange => ({ type: 'nodeAdded', id: entry.id, at: entry.node.position })),
    ...removed.map((entry): DiffChange => ({ type: 'nodeRemoved', id: entry.id, at: entry.node.position })),
    ...changed.map((entry): DiffChange => ({ type: 'nodeChanged', id: entry.id, at: entry.after.position })),
    ...(layout ? moved.map((entry): DiffChange => ({ type: 'nodeMoved', id: entry.id, at: entry.after.position })) : []),
    ...edges.added.map((entry) => edgeChange('edgeAdded', entry, afterNodes, beforeNodes)),
    ...edges.removed.map((entry) => edgeChange('edgeRemoved', entry, beforeNodes, afterNodes)),
  ].sort(compareChanges);

  const summary = {
    nodesAdded: added.length,
    nodesRemoved: removed.length,
    nodesChanged: changed.length,
    edgesAdded: edges.added.length,
    edgesRemoved: edges.removed.length,
  };
  return { nodes: { added, removed, changed, moved }, edges, changes, summary, identical: changes.length === 0 };
}

/** An edge's stop: at its source node, in its own graph (the other one when the source is missing there). */
function edgeChange(
  type: 'edgeAdded' | 'edgeRemoved',
  entry: EdgeEntry,
  own: ReadonlyMap<string, GraphNode>,
  other: ReadonlyMap<string, GraphNode>,
): DiffChange {
  const source = own.get(entry.edge.source) ?? other.get(entry.edge.source);
  return { type, id: entry.key, at: source?.position ?? ORIGIN };
}
