/**
 * Level of detail (#34): below LOD_ZOOM a node's title would be drawn under 6 px (14 px × 0.4 = 5.6),
 * too small to read, so nodes are drawn as simple shapes (workflow-node.tsx: a plain block in the
 * kind's colour, no icon, text or handles) and the edges as straight lines on one <canvas>
 * (lod-edge-layer.tsx). A selected node and the node being dragged stay full, as does every node at or
 * above LOD_ZOOM. The shapes are still React Flow's nodes: click and box selection, keyboard focus and
 * each node's accessible name work as at any other zoom.
 */
import type { ReactFlowState } from '@xyflow/react';
import { createContext } from 'react';

export const LOD_ZOOM = 0.4;

export const isBelowDetail = (state: Pick<ReactFlowState, 'transform'>) => state.transform[2] < LOD_ZOOM;

/** Whether the canvas draws its nodes as simple shapes (set by editor-canvas.tsx, read by every node). */
export const SimpleShapes = createContext(false);

/**
 * Below the level of detail, which edges React Flow draws (`full`: selected ones and those of selected
 * nodes, so a dragged node's edges move with it and the canvas is not drawn again on every frame of a
 * drag) and which are lines on the edge layer (`lines`: the rest).
 */
export function splitEdges<E extends { source: string; target: string; selected?: boolean }>(
  edges: readonly E[],
  selectedNodeIds: readonly string[],
): { full: E[]; lines: E[] } {
  const picked = new Set(selectedNodeIds);
  const full: E[] = [];
  const lines: E[] = [];
  for (const edge of edges) (edge.selected || picked.has(edge.source) || picked.has(edge.target) ? full : lines).push(edge);
  return { full, lines };
}
