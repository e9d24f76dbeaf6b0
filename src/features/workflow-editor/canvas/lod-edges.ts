/**
 * The edges of the simple drawing (level-of-detail.ts): each edge as a straight segment from its source
 * handle to its target handle, where React Flow has the nodes now (a dragged node's edges follow it),
 * in a grid index (grid-index.ts) so a frame draws only the segments that cross the view. Pure, no React.
 */
import type { Edge, InternalNode } from '@xyflow/react';
import { createGridIndex, type GridIndex, type Rect } from './grid-index';

export interface Segment {
  id: string;
  source: string;
  target: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** A debug run went along it (drawn as the canvas draws such an edge: blue and thicker). */
  taken: boolean;
}

export const TAKEN_EDGE_CLASS = 'wf-edge--taken';

type Lookup = ReadonlyMap<string, Pick<InternalNode, 'internals' | 'measured'>>;

/** Where an edge meets a node: the centre of its handle, else the middle of the node's side. */
function anchor(node: Pick<InternalNode, 'internals' | 'measured'> | undefined, type: 'source' | 'target', handleId: string | null | undefined) {
  if (!node) return undefined;
  const { x, y } = node.internals.positionAbsolute;
  const width = node.measured.width ?? 0;
  const height = node.measured.height ?? 0;
  const handles = node.internals.handleBounds?.[type] ?? [];
  const handle = (handleId ? handles.find((bounds) => bounds.id === handleId) : undefined) ?? handles[0];
  if (handle) return { x: x + handle.x + handle.width / 2, y: y + handle.y + handle.height / 2 };
  return { x: type === 'source' ? x + width : x, y: y + height / 2 };
}

/** The segments of the edges React Flow does not draw itself (the selected ones it does). */
export function edgeSegments(edges: readonly Edge[], nodes: Lookup): Segment[] {
  const segments: Segment[] = [];
  for (const edge of edges) {
    if (edge.selected) continue;
    const from = anchor(nodes.get(edge.source), 'source', edge.sourceHandle);
    const to = anchor(nodes.get(edge.target), 'target', edge.targetHandle);
    if (!from || !to) continue;
    segments.push({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      x1: from.x,
      y1: from.y,
      x2: to.x,
      y2: to.y,
      taken: edge.className === TAKEN_EDGE_CLASS,
    });
  }
  return segments;
}

const boundsOf = (segment: Segment): Rect => ({
  x: Math.min(segment.x1, segment.x2),
  y: Math.min(segment.y1, segment.y2),
  width: Math.abs(segment.x2 - segment.x1),
  height: Math.abs(segment.y2 - segment.y1),
});

export function segmentIndex(segments: readonly Segment[]): GridIndex<Segment> {
  return createGridIndex(segments.map((segment) => ({ item: segment, rect: boundsOf(segment) })));
}

/** The part of the canvas plane a viewport of `width` × `height` shows at React Flow's `transform`. */
export function viewRect([x, y, zoom]: readonly [number, number, number], width: number, height: number): Rect {
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}
