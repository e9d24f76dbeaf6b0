/**
 * The edges of a canvas zoomed out below the level of detail (level-of-detail.ts): every edge as a
 * straight line on one <canvas> under React Flow's viewport, instead of one SVG path per edge that the
 * browser paints again on every frame of a pan or drag. Redrawn at most once a frame when the view
 * moves or a node moves (a dragged node's edges follow it); only the segments the grid index finds in
 * the view are drawn. Selected edges are React Flow's own (drawn, focusable), not drawn here.
 */
import { useStoreApi, type Edge } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { edgeSegments, segmentIndex, viewRect, type Segment } from './lod-edges';
import type { GridIndex } from './grid-index';

/** React Flow's own edge colours, for a page without the theme's (editor-canvas.css sets --xy-edge-stroke). */
const DEFAULT_STROKE = { light: '#b1b1b7', dark: '#3e3e3e' } as const;
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
    let index: GridIndex<Segment> | undefined;
    let indexed: unknown;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height, nodes, nodeLookup } = storeApi.getState();
      // The nodes array is new whenever a node moved: the segments are measured again.
      if (!index || indexed !== nodes) {
        index = segmentIndex(edgeSegments(edges, nodeLookup));
        indexed = nodes;
      }
      const ratio = window.devicePixelRatio || 1;
      const [x, y, zoom] = transform;
      if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
      if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, element.width, element.height);
      context.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * x, ratio * y);
      const visible = index.query(viewRect(transform, width, height));
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
