/**
 * The edges of a canvas zoomed out below the level of detail (level-of-detail.ts): every edge as a
 * straight line on one <canvas> under React Flow's viewport, instead of one SVG path per edge that the
 * browser paints again on every frame of a pan or drag. Redrawn at most once a frame when the view
 * moves or a node moves; only the segments the grid index finds in the view are drawn. While nodes
 * move (a drag), the index stays and only the edges of the nodes that moved are measured each frame;
 * it is built again when many have moved or the edges change. Those edges are on a second canvas of
 * their own, where only the area they covered and cover now is drawn again, so a drag frame does not
 * paint the whole view. Selected edges are React Flow's own (drawn, focusable), not drawn here.
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

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Strokes the segments, the taken ones over the rest; returns the area drawn (device pixels), padded. */
function stroke(context: CanvasRenderingContext2D, segments: readonly Segment[], zoom: number, colors: { plain: string; taken: string }): Box | undefined {
  let box: Box | undefined;
  for (const taken of [false, true]) {
    context.beginPath();
    for (const segment of segments) {
      if (segment.taken !== taken) continue;
      context.moveTo(segment.x1, segment.y1);
      context.lineTo(segment.x2, segment.y2);
      box = {
        x0: Math.min(box?.x0 ?? Infinity, segment.x1, segment.x2),
        y0: Math.min(box?.y0 ?? Infinity, segment.y1, segment.y2),
        x1: Math.max(box?.x1 ?? -Infinity, segment.x1, segment.x2),
        y1: Math.max(box?.y1 ?? -Infinity, segment.y1, segment.y2),
      };
    }
    context.strokeStyle = taken ? colors.taken : colors.plain;
    context.lineWidth = (taken ? 2 : 1) / zoom;
    context.stroke();
  }
  if (!box) return undefined;
  const t = context.getTransform();
  const pad = 4;
  return { x0: box.x0 * t.a + t.e - pad, y0: box.y0 * t.d + t.f - pad, x1: box.x1 * t.a + t.e + pad, y1: box.y1 * t.d + t.f + pad };
}

/** Sizes the canvas to the view (device pixels) and clears it, drawing in React Flow's coordinates after. */
function reset(element: HTMLCanvasElement, context: CanvasRenderingContext2D, width: number, height: number, transform: readonly [number, number, number]) {
  const ratio = window.devicePixelRatio || 1;
  const [x, y, zoom] = transform;
  if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
  if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, element.width, element.height);
  context.setTransform(ratio * zoom, 0, 0, ratio * zoom, ratio * x, ratio * y);
}

export function LodEdgeLayer({ edges, colorMode }: { edges: readonly Edge[]; colorMode: 'light' | 'dark' }) {
  const storeApi = useStoreApi();
  const still = useRef<HTMLCanvasElement>(null);
  const moved = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const stillCanvas = still.current;
    const movedCanvas = moved.current;
    const stillContext = stillCanvas?.getContext('2d');
    const movedContext = movedCanvas?.getContext('2d');
    if (!stillCanvas || !movedCanvas || !stillContext || !movedContext) return;
    const colors = {
      plain: getComputedStyle(stillCanvas).getPropertyValue('--xy-edge-stroke').trim() || DEFAULT_STROKE[colorMode],
      taken: TAKEN_STROKE[colorMode],
    };
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
    // What the still canvas was drawn for: redrawn when the view, its size or the moved nodes change.
    let stillFor: { transform?: unknown; width?: number; height?: number; moving: number; index?: unknown } = { moving: -1 };
    let movedBox: Box | undefined;
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
      const sameView = stillFor.transform === transform && stillFor.width === width && stillFor.height === height;
      if (!sameView || stillFor.moving !== moving.size || stillFor.index !== index) {
        stillFor = { transform, width, height, moving: moving.size, index };
        reset(stillCanvas, stillContext, width, height, transform);
        const visible = index.query(viewRect(transform, width, height)).filter((segment) => !moving.has(segment.source) && !moving.has(segment.target));
        stroke(stillContext, visible, transform[2], colors);
      }
      // The moved nodes' edges, where they are now (a handful: not worth culling).
      const live = new Set<Edge>();
      for (const id of moving) for (const edge of byNode.get(id) ?? []) live.add(edge);
      if (!sameView) reset(movedCanvas, movedContext, width, height, transform);
      else if (movedBox) {
        movedContext.save();
        movedContext.setTransform(1, 0, 0, 1, 0, 0);
        movedContext.clearRect(movedBox.x0, movedBox.y0, movedBox.x1 - movedBox.x0, movedBox.y1 - movedBox.y0);
        movedContext.restore();
      }
      movedBox = stroke(movedContext, edgeSegments([...live], nodeLookup), transform[2], colors);
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
  return (
    <div className="wf-lod-edges" data-testid="lod-edges" aria-hidden="true">
      <canvas ref={still} />
      <canvas ref={moved} />
    </div>
  );
}
