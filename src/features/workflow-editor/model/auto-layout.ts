/** Left-to-right layered auto-layout of a graph (dagre), as one move of every node. */
import Dagre from '@dagrejs/dagre';
import type { NodePosition } from '../../../generated/model';
import { moveNodes } from './graph-ops';
import type { GraphShape } from './graph-types';

/** The box a canvas node takes (its width is fixed; the height is that of a typical node). */
export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 90;

export function autoLayout(graph: GraphShape): GraphShape {
  const g = new Dagre.graphlib.Graph().setDefaultEdgeLabel(() => ({}));
  g.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 80 });
  for (const node of graph.nodes) g.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of graph.edges) g.setEdge(edge.source, edge.target);
  Dagre.layout(g);
  const positions = new Map<string, NodePosition>();
  for (const node of graph.nodes) {
    const laid = g.node(node.id);
    if (laid) positions.set(node.id, { x: laid.x - NODE_WIDTH / 2, y: laid.y - NODE_HEIGHT / 2 });
  }
  return moveNodes(graph, positions);
}
