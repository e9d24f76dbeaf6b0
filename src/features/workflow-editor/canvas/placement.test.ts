import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import type { GraphNode } from '../../../generated/model';
import { createNode } from '../model/node-registry';
import { generateGraph } from '../model/testing/generate-graph';
import { nodeGeometry } from './node-geometry';
import { boundsOf, contains, freeSpotNear, nodeBox, overlaps, PLACEMENT_GAP, viewRect, type Box } from './placement';

const SIZE = { width: 220, height: 64 };
const llmAt = (x: number, y: number, id = 'new'): GraphNode => createNode('NODE_KIND_LLM', { position: { x, y }, takenIds: new Set([id]) });
/** What the palette does: the new node's size, the middle of the view, the graph's boxes. */
const placeNode = (node: GraphNode, nodes: readonly GraphNode[], view: Box) =>
  freeSpotNear({ x: view.x + view.width / 2, y: view.y + view.height / 2 }, nodeGeometry(node), nodes.map(nodeBox));
const clearOfAll = (box: Box, others: readonly Box[]) => others.every((other) => !overlaps(box, other, PLACEMENT_GAP - 1));

describe('placing a new node', () => {
  it('an empty view: centred on the target', () => {
    expect(freeSpotNear({ x: 500, y: 300 }, SIZE, [])).toEqual({ x: 390, y: 268 });
  });

  it('a free centre is taken as it is, even with nodes elsewhere', () => {
    const far = [{ x: 2000, y: 2000, ...SIZE }];
    expect(freeSpotNear({ x: 0, y: 0 }, SIZE, far)).toEqual({ x: -110, y: -32 });
  });

  it('a crowded centre: the nearest free spot, clear of every node by the gap', () => {
    const centre = { x: -110, y: -32, ...SIZE };
    const spot = freeSpotNear({ x: 0, y: 0 }, SIZE, [centre]);
    const box = { ...spot, ...SIZE };
    expect(clearOfAll(box, [centre])).toBe(true);
    // The nearest free spot is straight below or beside the node in the way, not far off.
    expect(Math.hypot(spot.x - centre.x, spot.y - centre.y)).toBeLessThanOrEqual(SIZE.width + PLACEMENT_GAP + 60);
  });

  it('two nodes added one after the other never overlap, and both stay near the centre', () => {
    const placed: Box[] = [];
    for (let i = 0; i < 2; i += 1) placed.push({ ...freeSpotNear({ x: 0, y: 0 }, SIZE, placed), ...SIZE });
    expect(overlaps(placed[0]!, placed[1]!, PLACEMENT_GAP - 1)).toBe(false);
    for (const box of placed) expect(Math.hypot(box.x + box.width / 2, box.y + box.height / 2)).toBeLessThan(400);
  });

  it('a view packed with nodes: still never on top of one (a ring of 40 placements)', () => {
    const placed: Box[] = [];
    for (let i = 0; i < 40; i += 1) {
      const spot = freeSpotNear({ x: 0, y: 0 }, SIZE, placed);
      const box = { ...spot, ...SIZE };
      expect(clearOfAll(box, placed)).toBe(true);
      placed.push(box);
    }
  });

  it('nothing free within the search radius: below everything', () => {
    const wall = [{ x: -1000, y: -1000, width: 2000, height: 2000 }];
    const spot = freeSpotNear({ x: 0, y: 0 }, SIZE, wall, { radius: 300 });
    expect(spot).toEqual({ x: -110, y: 1000 + PLACEMENT_GAP });
  });

  it('uses each node’s real size: a tall if-else node next to the centre is not overlapped', () => {
    const graph = supportTriageGraph();
    const view = boundsOf(graph.nodes.map(nodeBox))!;
    const node = llmAt(0, 0);
    const position = placeNode(node, graph.nodes, view);
    const box = { ...position, width: nodeGeometry(node).width, height: nodeGeometry(node).height };
    expect(clearOfAll(box, graph.nodes.map(nodeBox))).toBe(true);
  });

  it('a large graph: clear of all 3000 nodes, found quickly', () => {
    const graph = generateGraph(3000);
    const boxes = graph.nodes.map(nodeBox);
    const view = boundsOf(boxes.slice(0, 200))!;
    const node = llmAt(0, 0);
    const began = performance.now();
    const position = placeNode(node, graph.nodes, view);
    expect(performance.now() - began).toBeLessThan(1000);
    expect(clearOfAll({ ...position, ...nodeGeometry(node) }, boxes)).toBe(true);
  });

  it('the view in flow coordinates, and whether a box is inside it', () => {
    const view = viewRect([100, -50, 2], { width: 800, height: 600 });
    expect(view).toEqual({ x: -50, y: 25, width: 400, height: 300 });
    expect(contains(view, { x: 0, y: 50, ...SIZE })).toBe(true);
    expect(contains(view, { x: 200, y: 50, ...SIZE })).toBe(false);
  });
});
