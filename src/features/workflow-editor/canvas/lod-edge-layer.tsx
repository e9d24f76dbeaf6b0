/**
 * The edges of a canvas zoomed out below the level of detail (level-of-detail.ts): each edge given as a
 * straight line on one <canvas> under React Flow's viewport, instead of one SVG path per edge that the
 * browser paints again on every frame of a pan. Drawn again at most once a frame when the view moves
 * or resizes, and only the segments the grid index finds in the view. The edges of selected nodes
 * (a dragged node is selected) are React Flow's own (splitEdges: `drawnByFlow`), so a drag does not draw
 * this canvas again. The index is built again only when the edges change (the graph); a change of
 * selection only draws again, leaving out what React Flow now draws — selecting the node a drag starts
 * with was rebuilding the index of every edge in that first frame.
 */
import { useStoreApi, type Edge } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { edgeSegments, segmentIndex, viewRect, type Segment } from './lod-edges';
import type { GridIndex } from './grid-index';

/** React Flow's own edge colours, for a page without the theme's (editor-canvas.css sets --xy-edge-stroke). */
const DEFAULT_STROKE = { light: '#b1b1b7', dark: '#3e3e3e' } as const;
/** As editor-canvas.css draws a taken edge. */
const TAKEN_STROKE = { light: '#1565c0', dark: '#90caf9' } as const;

export function LodEdgeLayer({ edges, drawnByFlow, colorMode }: { edges: readonly Edge[]; drawnByFlow: ReadonlySet<string>; colorMode: 'light' | 'dark' }) {
  const storeApi = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const skipped = useRef(drawnByFlow);
  const redraw = useRef<() => void>(undefined);
  useEffect(() => {
    skipped.current = drawnByFlow;
    redraw.current?.();
  }, [drawnByFlow]);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const plain = getComputedStyle(element).getPropertyValue('--xy-edge-stroke').trim() || DEFAULT_STROKE[colorMode];
    // Built at the first frame, when React Flow has the nodes where the graph now has them.
    let index: GridIndex<Segment> | undefined;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const { transform, width, height, nodeLookup } = storeApi.getState();
      index ??= segmentIndex(edgeSegments(edges, nodeLookup));
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
          if (segment.taken !== taken || skipped.current.has(segment.id)) continue;
          context.moveTo(segment.x1, segment.y1);
          context.lineTo(segment.x2, segment.y2);
        }
        context.strokeStyle = taken ? TAKEN_STROKE[colorMode] : plain;
        context.lineWidth = (taken ? 2 : 1) / zoom;
        context.stroke();
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    schedule();
    redraw.current = schedule;
    let last = storeApi.getState();
    const unsubscribe = storeApi.subscribe((state) => {
      if (state.transform !== last.transform || state.width !== last.width || state.height !== last.height) schedule();
      last = state;
    });
    return () => {
      redraw.current = undefined;
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [storeApi, edges, colorMode]);
  return <canvas ref={canvas} className="wf-lod-edges" data-testid="lod-edges" aria-hidden="true" />;
}
