import { Position, type Edge, type InternalNode } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { edgeSegments, segmentIndex, TAKEN_EDGE_CLASS, viewRect } from './lod-edges';

const node = (x: number, y: number, handles?: InternalNode['internals']['handleBounds']) =>
  ({ measured: { width: 220, height: 64 }, internals: { positionAbsolute: { x, y }, handleBounds: handles, z: 0, userNode: {} } }) as unknown as InternalNode;

const handle = (id: string | null, type: 'source' | 'target', x: number, y: number) => ({
  nodeId: 'if',
  id,
  type,
  x,
  y,
  width: 10,
  height: 10,
  position: type === 'source' ? Position.Right : Position.Left,
});

describe('level-of-detail edges', () => {
  const nodes = new Map([
    ['a', node(0, 0)],
    ['if', node(400, 0, { source: [handle('true', 'source', 215, 40), handle('else', 'source', 215, 60)], target: [handle(null, 'target', -5, 27)] })],
    ['b', node(800, 300)],
  ]);

  it('runs from the source handle’s centre to the target handle’s, else the middle of the node’s side', () => {
    const edges: Edge[] = [
      { id: 'a-if', source: 'a', target: 'if' },
      { id: 'if-b', source: 'if', target: 'b', sourceHandle: 'else', className: TAKEN_EDGE_CLASS },
    ];
    expect(edgeSegments(edges, nodes)).toEqual([
      { id: 'a-if', source: 'a', target: 'if', x1: 220, y1: 32, x2: 400, y2: 32, taken: false },
      { id: 'if-b', source: 'if', target: 'b', x1: 620, y1: 65, x2: 800, y2: 332, taken: true },
    ]);
  });

  it('leaves out the selected edges (React Flow draws them) and edges to nodes it does not know', () => {
    const edges: Edge[] = [
      { id: 'a-if', source: 'a', target: 'if', selected: true },
      { id: 'a-gone', source: 'a', target: 'gone' },
      { id: 'a-b', source: 'a', target: 'b' },
    ];
    expect(edgeSegments(edges, nodes).map((segment) => segment.id)).toEqual(['a-b']);
  });

  it('finds the segments crossing the view, given React Flow’s transform', () => {
    const edges: Edge[] = [
      { id: 'a-if', source: 'a', target: 'if' },
      { id: 'if-b', source: 'if', target: 'b' },
    ];
    const index = segmentIndex(edgeSegments(edges, nodes));
    // 800 × 450 px at zoom 2, scrolled 1400 px right and 100 down: the plane from (700, 50).
    expect(viewRect([-1400, -100, 2], 800, 450)).toEqual({ x: 700, y: 50, width: 400, height: 225 });
    expect(index.query(viewRect([-1400, -100, 2], 800, 450)).map((segment) => segment.id)).toEqual(['if-b']);
    expect(index.query(viewRect([0, 0, 0.1], 1600, 900)).map((segment) => segment.id)).toEqual(['a-if', 'if-b']);
  });
});
