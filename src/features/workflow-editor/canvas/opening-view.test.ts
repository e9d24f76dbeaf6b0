import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import type { GraphShape } from '../model/graph-types';
import { generateGraph } from '../model/testing/generate-graph';
import { nodeGeometry } from './node-geometry';
import { FIT_FLOOR, LARGE_GRAPH, openingNodes, openingView, openingViewport, READABLE_ZOOM, VIEW_PADDING, type Box } from './opening-view';

const boxesOf = (graph: GraphShape): Box[] => graph.nodes.map((node) => ({ ...node.position, ...nodeGeometry(node) }));
const boxOf = (graph: GraphShape, id: string): Box => boxesOf(graph)[graph.nodes.findIndex((node) => node.id === id)]!;
/** Where a flow point lands on screen. */
const onScreen = (view: { x: number; y: number; zoom: number }, x: number, y: number) => ({ x: view.x + x * view.zoom, y: view.y + y * view.zoom });

describe('where the canvas opens', () => {
  // The seeded 7-node support flow is about 1520 × 300 flow units: whole, it fitted a 1280 px canvas at 0.28–0.40.
  const triage = supportTriageGraph();
  const boxes = boxesOf(triage);
  const start = boxOf(triage, 'start');

  it('a flow that fits at the floor or above is shown whole, centred (never above 1)', () => {
    const view = openingViewport(boxes, start, { width: 2400, height: 900 });
    expect(view.zoom).toBeGreaterThanOrEqual(FIT_FLOOR);
    expect(view.zoom).toBeLessThanOrEqual(1);
    const left = Math.min(...boxes.map((b) => b.x));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    const a = onScreen(view, left, 0);
    const b = onScreen(view, right, 0);
    expect(a.x).toBeGreaterThanOrEqual(VIEW_PADDING - 0.001);
    expect(Math.abs(a.x - (2400 - b.x))).toBeLessThan(0.001);
    // A single node is not blown up.
    expect(openingViewport([start], start, { width: 1200, height: 800 }).zoom).toBe(1);
  });

  it('a flow that would be fitted below the floor opens at the floor, from its start node (at 1280 and 1440 px)', () => {
    for (const canvas of [
      { width: 560, height: 520 },
      { width: 760, height: 620 },
    ]) {
      const view = openingViewport(boxes, start, canvas);
      expect(view.zoom).toBe(FIT_FLOOR);
      // The start node is the flow's left end: it sits at the padding (no empty canvas left of the flow), in view.
      const at = onScreen(view, start.x, start.y + start.height / 2);
      expect(at.x).toBeCloseTo(VIEW_PADDING);
      expect(at.y).toBeGreaterThan(0);
      expect(at.y).toBeLessThan(canvas.height);
    }
  });

  it('centres the start node when the flow reaches past it on both sides', () => {
    // Nodes left and right of the start, far beyond the view at the floor.
    const wide: Box[] = [
      { x: -3000, y: 0, width: 220, height: 80 },
      { x: 0, y: 0, width: 220, height: 80 },
      { x: 3000, y: 0, width: 220, height: 80 },
    ];
    const view = openingViewport(wide, wide[1], { width: 800, height: 600 });
    expect(view.zoom).toBe(FIT_FLOOR);
    expect(onScreen(view, 110, 40)).toEqual({ x: 400, y: 300 });
  });

  it('a canvas not measured yet gets the neutral view', () => {
    expect(openingViewport(boxes, start, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(openingViewport([], undefined, { width: 800, height: 600 })).toEqual({ x: 0, y: 0, zoom: 1 });
  });

  it('a graph below the large size opens on all its nodes', () => {
    expect(openingNodes(triage).nodes).toHaveLength(triage.nodes.length);
    expect(openingView(generateGraph(LARGE_GRAPH - 1))).toEqual({});
  });

  it('a large graph opens at a readable zoom on the start node and the nodes up to two steps after it', () => {
    const graph = generateGraph(3000);
    const { nodes, start: first } = openingNodes(graph);
    expect(first?.kind).toBe('NODE_KIND_START');
    // The generated graph is a chain from the start node: the start and the next two.
    expect(nodes.map((n) => n.id)).toEqual([first!.id, 'n1', 'n2']);
    const view = openingViewport(boxesOf({ nodes: [...nodes], edges: [] }), { ...first!.position, ...nodeGeometry(first!) }, { width: 900, height: 600 });
    expect(view.zoom).toBeGreaterThanOrEqual(FIT_FLOOR);
    // The benchmark's bare React Flow page frames the same nodes.
    expect(openingView(graph)).toEqual({ nodes: nodes.map(({ id }) => ({ id })), minZoom: READABLE_ZOOM, maxZoom: 1 });
  });

  it('a wide fan-out after the start is framed up to a limit', () => {
    const base = generateGraph(LARGE_GRAPH);
    const start = base.nodes.find((n) => n.kind === 'NODE_KIND_START')!;
    const fanned = { nodes: base.nodes, edges: base.nodes.filter((n) => n !== start).map((n, i) => ({ id: `f${i}`, source: start.id, target: n.id })) };
    expect(openingNodes(fanned).nodes.length).toBe(24);
  });
});
