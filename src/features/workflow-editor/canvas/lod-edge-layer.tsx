/**
 * The edges of a canvas zoomed out below the level of detail (level-of-detail.ts): every edge as a
 * straight line on one <canvas> under React Flow's viewport, instead of one SVG path per edge that the
 * browser paints again on every frame of a pan or drag. Redrawn at most once a frame when the view
 * moves or a node moves; only the segments the grid index finds in the view are drawn. While nodes
 * move (a drag), the index stays and only the edges of the nodes that moved are measured each frame;
 * it is built again when many have moved or the edges change. Selected edges are React Flow's own
 * (drawn, focusable), not drawn here.
 */
import { useStoreApi, type Edge } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { edgeSegments, segmentIndex, viewRect, type Segment } from './lod-edges';
import type { GridIndex } from './grid-index';

/** React Flow's own edge colours, for a page without the theme's (editor-canvas.css sets --xy-edge-stroke). */
const DEFAULT_STROKE = { light: '#b1b1b7', dark: '#3e3e3e' } as const;
/** Past this many moved nodes the index is built again rather than their edges measured every frame. */
const MOVING_REBUILD = 64;
/** As editor-canvas.css draws a taken edge. */
const TAKEN_STROKE = { light: '#1565c0', dark: '#90caf9' } as const;

export function LodEdgeLayer({ edges, colorMode }: { edges: readonly Edge[]; colorMode: 'light' | 'dark' }) {
  const storeApi = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const stroke = getComputedStyle(element).getPropertyValue('--xy-edge-stroke').trim() || DEFAULT_STROKE[colorMode];
    const byNode = new Map<string, Edge[]>();
    for (const edge of edges) {
      for (const id of [edge.source, edge.target]) {
        const list = byNode.get(id);
        if (list) list.push(edge);
        else byNode.set(id, [edge]);
      }
    }
    let index: GridIndex<Segment> | undefined;
    // Each node as the index measured it (React Flow's node object; a moved node is a new one).
    const indexedAs = new Map<string, unknown>();
    const moving = new Set<string>();
    let checked: unknown;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height, nodes, nodeLookup } = storeApi.getState();
      if (index && checked !== nodes) {
        for (const [id, node] of nodeLookup) if (indexedAs.get(id) !== node.internals.userNode) moving.add(id);
        if (moving.size > MOVING_REBUILD) index = undefined;
      }
      checked = nodes;
      if (!index) {
        index = segmentIndex(edgeSegments(edges, nodeLookup));
        indexedAs.clear();
        for (const [id, node] of nodeLookup) indexedAs.set(id, node.internals.userNode);
        moving.clear();
      }
      const live = new Set<Edge>();
      for (const id of moving) for (const edge of byNode.get(id) ?? []) live.add(edge);
      const ratio = window.devicePixelRatio || 1;
      const [x, y, zoom] = transform;
      if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
      if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, element.width, element.height);
      context.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * x, ratio * y);
      const view = viewRect(transform, width, height);
      const visible = index.query(view).filter((segment) => !moving.has(segment.source) && !moving.has(segment.target));
      // The moved nodes' edges, where they are now (a handful: one canvas line each, not worth culling).
      visible.push(...edgeSegments([...live], nodeLookup));
      for (const taken of [false, true]) {
        context.beginPath();
        for (const segment of visible) {
          if (segment.taken !== taken) continue;
          context.moveTo(segment.x1, segment.y1);
          context.lineTo(segment.x2, segment.y2);
        }
        context.strokeStyle = taken ? TAKEN_STROKE[colorMode] : stroke;
        context.lineWidth = (taken ? 2 : 1) / zoom;
        context.stroke();
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    schedule();
    let last = storeApi.getState();
    const unsubscribe = storeApi.subscribe((state) => {
      if (state.transform !== last.transform || state.nodes !== last.nodes || state.width !== last.width || state.height !== last.height) schedule();
      last = state;
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [storeApi, edges, colorMode]);
  return <canvas ref={canvas} className="wf-lod-edges" data-testid="lod-edges" aria-hidden="true" />;
}
