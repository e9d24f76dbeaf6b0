/**
 * Where the canvas opens (#29: a 5–7 node flow fitted whole at 1280 px came out at 0.28–0.40, its
 * text 4–5 px). The flow is fitted only down to a readable floor (FIT_FLOOR); a flow that would need
 * less opens at the floor, centred on its start node — as far as the flow reaches: the view never
 * shows empty canvas beyond the flow's edge while the flow runs on past the other. A large graph frames
 * the start of the flow (the start node and the nodes up to two steps after it), since thousands of
 * nodes are neither readable nor quick to draw at once. The minimap and the fit-view control show the whole.
 */
import type { FitViewOptions } from '@xyflow/react';
import { NodeKind, type GraphNode } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { boundsOf, type Box } from './placement';

/** From this many nodes on, the canvas draws only the nodes in view and opens on the start of the flow. */
export const LARGE_GRAPH = 150;
/** How many steps after the start node, and at most how many nodes, a large graph's opening view frames. */
export const OPENING_DEPTH = 2;
export const OPENING_NODES = 24;
/** The smallest zoom the opening view fits to: node text at 10–11 px, handles at 7.5 px. */
export const FIT_FLOOR = 0.75;
/** The largest zoom the opening view fits to (a one-node flow is not blown up). */
export const FIT_CEILING = 1;
/** Room kept between the flow and the canvas edge, in screen pixels. */
export const VIEW_PADDING = 32;
/** The smallest zoom a large graph's baseline (the benchmark's bare React Flow page) fits to. */
export const READABLE_ZOOM = 0.5;

export type { Box };

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

const startOf = (graph: GraphShape): GraphNode | undefined => graph.nodes.find((node) => node.kind === NodeKind.NODE_KIND_START) ?? graph.nodes[0];

/** The nodes the canvas opens on: every node, or for a large graph the start node and up to two steps after it. */
export function openingNodes(graph: GraphShape): { nodes: readonly GraphNode[]; start: GraphNode | undefined } {
  const start = startOf(graph);
  if (graph.nodes.length < LARGE_GRAPH || !start) return { nodes: graph.nodes, start };
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
  const ids = new Set(picked);
  return { nodes: graph.nodes.filter((node) => ids.has(node.id)), start };
}

/** The fit-view options of the same opening (the benchmark's bare React Flow page opens as the editor does). */
export function openingView(graph: GraphShape): FitViewOptions {
  if (graph.nodes.length < LARGE_GRAPH) return {};
  return { nodes: openingNodes(graph).nodes.map(({ id }) => ({ id })), minZoom: READABLE_ZOOM, maxZoom: 1 };
}

/**
 * Along one axis: the translation that centres `focus` (flow units) in `size` screen pixels at `zoom`,
 * moved as little as needed so the flow (`from`–`to`) leaves no more than `padding` of empty canvas at
 * either edge; a flow shorter than the view is centred.
 */
function place(focus: number, from: number, to: number, size: number, zoom: number, padding: number): number {
  const length = (to - from) * zoom;
  if (length + 2 * padding <= size) return size / 2 - ((from + to) / 2) * zoom;
  const centred = size / 2 - focus * zoom;
  const most = padding - from * zoom; // the flow's first edge at the padding
  const least = size - padding - to * zoom; // the flow's last edge at the padding
  return Math.min(most, Math.max(least, centred));
}

/**
 * The viewport the canvas opens with, for the boxes of the nodes it opens on (flow units), the start
 * node's box and the canvas size (screen pixels): the whole fitted when that zoom is at least `floor`
 * (at most `ceiling`); otherwise `floor`, centred on the start node as far as the flow reaches.
 */
export function openingViewport(
  boxes: readonly Box[],
  start: Box | undefined,
  canvas: { width: number; height: number },
  { floor = FIT_FLOOR, ceiling = FIT_CEILING, padding = VIEW_PADDING }: { floor?: number; ceiling?: number; padding?: number } = {},
): Viewport {
  const bounds = boundsOf(boxes);
  if (!bounds || canvas.width <= 0 || canvas.height <= 0) return { x: 0, y: 0, zoom: 1 };
  const fit = Math.min((canvas.width - 2 * padding) / Math.max(1, bounds.width), (canvas.height - 2 * padding) / Math.max(1, bounds.height), ceiling);
  const zoom = Math.max(floor, fit);
  const focus = zoom > fit && start ? start : bounds;
  return {
    x: place(focus.x + focus.width / 2, bounds.x, bounds.x + bounds.width, canvas.width, zoom, padding),
    y: place(focus.y + focus.height / 2, bounds.y, bounds.y + bounds.height, canvas.height, zoom, padding),
    zoom,
  };
}
