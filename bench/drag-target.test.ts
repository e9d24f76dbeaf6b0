import { describe, expect, it } from 'vitest';
import { AUTO_PAN_ZONE, dragTarget, edgeDragTarget } from './drag-target.mjs';

const pane = { x: 0, y: 0, width: 1600, height: 900 };
const node = (id: string, x: number, y: number, hit = true) => ({ id, x, y, width: 14, height: 5, hit });
const move = { dx: 236, dy: 118 };

describe('dragTarget', () => {
  it('skips nodes above the pane (nothing to press) and at its edge (React Flow would auto-pan)', () => {
    const nodes = [node('above', 190, -78), node('top edge', 190, 1), node('in view', 400, 300)];
    expect(dragTarget(nodes, pane, move)?.id).toBe('in view');
  });
  it('skips a node the move would carry into the auto-pan zone', () => {
    const nodes = [node('ends at the right edge', 1570 - move.dx, 400), node('in view', 600, 400)];
    expect(dragTarget(nodes, pane, move)?.id).toBe('in view');
  });
  it('skips a node something else lies over (a press would not reach it)', () => {
    expect(dragTarget([node('covered', 400, 60, false), node('in view', 400, 300)], pane, move)?.id).toBe('in view');
  });
  it('gives nothing when no node is in view', () => {
    expect(dragTarget([node('above', 190, -78)], pane, move)).toBeUndefined();
  });
});

describe('edgeDragTarget', () => {
  it('takes the node on screen nearest the top edge, within its auto-pan zone and away from the sides', () => {
    const nodes = [node('above', 800, -20), node('corner', 10, 2), node('lower', 700, 30), node('top', 900, 4), node('in view', 800, 300)];
    expect(edgeDragTarget(nodes, pane)?.id).toBe('top');
  });
  it('skips a covered node', () => {
    expect(edgeDragTarget([node('covered', 900, 2, false), node('top', 900, 10)], pane)?.id).toBe('top');
  });
  it('gives nothing when no node is in the top auto-pan zone', () => {
    expect(edgeDragTarget([node('in view', 800, AUTO_PAN_ZONE + 10)], pane)).toBeUndefined();
  });
});
