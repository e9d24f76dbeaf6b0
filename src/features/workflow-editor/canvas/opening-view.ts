/**
 * Where the canvas opens. A graph that fits at a readable size is shown whole; a large one opens
 * at a readable zoom on the start of the flow (the start node and the nodes up to two steps after
 * it), since
 * thousands of nodes at a few percent zoom are neither readable nor quick to draw. The minimap and
 * the fit-view control show the whole graph.
 */
import type { FitViewOptions } from '@xyflow/react';
import { NodeKind } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';

/** From this many nodes on, the canvas draws only the nodes in view and opens on the start of the flow. */
export const LARGE_GRAPH = 150;
/** How many steps after the start node, and at most how many nodes, the opening view frames. */
export const OPENING_DEPTH = 2;
export const OPENING_NODES = 24;
/** The smallest zoom the opening view uses (text stays readable). */
export const READABLE_ZOOM = 0.5;

export function openingView(graph: GraphShape): FitViewOptions {
  if (graph.nodes.length < LARGE_GRAPH) return {};
  const start = graph.nodes.find((node) => node.kind === NodeKind.NODE_KIND_START) ?? graph.nodes[0];
  if (!start) return {};
  const outgoing = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const list = outgoing.get(edge.source);
    if (list) list.push(edge.target);
    else outgoing.set(edge.source, [edge.target]);
  }
  const picked = [start.id];
  const depth = new Map([[start.id, 0]]);
  for (let head = 0; head < picked.length && picked.length < OPENING_NODES; head += 1) {
    const from = picked[head]!;
    if (depth.get(from)! >= OPENING_DEPTH) continue;
    for (const next of outgoing.get(from) ?? []) {
      if (depth.has(next) || picked.length >= OPENING_NODES) continue;
      depth.set(next, depth.get(from)! + 1);
      picked.push(next);
    }
  }
  return { nodes: picked.map((id) => ({ id })), minZoom: READABLE_ZOOM, maxZoom: 1 };
}
