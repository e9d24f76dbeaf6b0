/**
 * Where new nodes go when nothing says where (the palette, paste): in free space as near the middle
 * of the view as possible, never on top of another node. Pure; the boxes are the nodes' computed
 * sizes (node-geometry.ts), the same React Flow draws.
 */
import type { GraphNode, NodePosition } from '../../../generated/model';
import { nodeGeometry } from './node-geometry';

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

/** The space kept between a new node and its neighbours (room for the connections). */
export const PLACEMENT_GAP = 40;
/** How far from the target the search looks before it gives up and goes below everything. */
export const SEARCH_RADIUS = 2400;
/** The search's step (a fraction of a node, so a gap between two nodes is found). */
const STEP = { x: 60, y: 40 } as const;

/** The box a node takes on the canvas. */
export function nodeBox(node: GraphNode): Box {
  const { width, height } = nodeGeometry(node);
  return { x: node.position.x, y: node.position.y, width, height };
}

/** The smallest box around several boxes (undefined for none). */
export function boundsOf(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether two boxes overlap once `a` keeps `gap` around it (touching at the gap is fine). */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x - gap < b.x + b.width && b.x < a.x + a.width + gap && a.y - gap < b.y + b.height && b.y < a.y + a.height + gap;
}

/** Whether `box` lies wholly inside `view`. */
export const contains = (view: Box, box: Box): boolean =>
  box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;

/** The part of the canvas on screen, in flow coordinates, from React Flow's transform and pane size. */
export function viewRect([tx, ty, zoom]: readonly [number, number, number], pane: Size): Box {
  return { x: -tx / zoom, y: -ty / zoom, width: pane.width / zoom, height: pane.height / zoom };
}

/** Candidate offsets from the target, nearest first (ties: right before left, down before up). */
function offsets(radius: number): [number, number][] {
  const list: { d: number; dx: number; dy: number }[] = [];
  const nx = Math.floor(radius / STEP.x);
  const ny = Math.floor(radius / STEP.y);
  for (let i = -nx; i <= nx; i += 1) {
    for (let j = -ny; j <= ny; j += 1) {
      const dx = i * STEP.x;
      const dy = j * STEP.y;
      const d = Math.hypot(dx, dy);
      if (d <= radius) list.push({ d, dx, dy });
    }
  }
  list.sort((a, b) => a.d - b.d || b.dx - a.dx || b.dy - a.dy);
  return list.map(({ dx, dy }) => [dx, dy]);
}

let cachedOffsets: { radius: number; list: [number, number][] } | null = null;
function offsetsFor(radius: number): [number, number][] {
  if (cachedOffsets?.radius !== radius) cachedOffsets = { radius, list: offsets(radius) };
  return cachedOffsets.list;
}

/** Boxes bucketed by grid cell, so a check looks only at the boxes around it. */
const CELL = 320;
function bucketed(boxes: readonly Box[]): (box: Box, gap: number) => boolean {
  const cells = new Map<string, Box[]>();
  const cellsOf = (box: Box, gap: number, visit: (key: string) => void) => {
    for (let cx = Math.floor((box.x - gap) / CELL); cx <= Math.floor((box.x + box.width + gap) / CELL); cx += 1) {
      for (let cy = Math.floor((box.y - gap) / CELL); cy <= Math.floor((box.y + box.height + gap) / CELL); cy += 1) visit(`${cx},${cy}`);
    }
  };
  for (const box of boxes) {
    cellsOf(box, 0, (key) => {
      const list = cells.get(key);
      if (list) list.push(box);
      else cells.set(key, [box]);
    });
  }
  return (box, gap) => {
    let hit = false;
    cellsOf(box, gap, (key) => {
      if (!hit && cells.get(key)?.some((other) => overlaps(box, other, gap))) hit = true;
    });
    return hit;
  };
}

/**
 * The top-left corner for a box of `size` centred as near `target` as it can be without coming
 * within `gap` of any `occupied` box. Past `radius` it goes below everything (always free).
 */
export function freeSpotNear(target: NodePosition, size: Size, occupied: readonly Box[], { gap = PLACEMENT_GAP, radius = SEARCH_RADIUS } = {}): NodePosition {
  const origin = { x: Math.round(target.x - size.width / 2), y: Math.round(target.y - size.height / 2) };
  // Only boxes the search can reach are indexed.
  const reach: Box = {
    x: origin.x - radius - gap,
    y: origin.y - radius - gap,
    width: size.width + 2 * (radius + gap),
    height: size.height + 2 * (radius + gap),
  };
  const hits = bucketed(occupied.filter((box) => overlaps(reach, box)));
  for (const [dx, dy] of offsetsFor(radius)) {
    const candidate = { x: origin.x + dx, y: origin.y + dy, ...size };
    if (!hits(candidate, gap)) return { x: candidate.x, y: candidate.y };
  }
  const all = boundsOf(occupied)!;
  return { x: origin.x, y: Math.round(all.y + all.height + gap) };
}
