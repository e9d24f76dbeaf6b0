import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { generateGraph } from '../model/testing/generate-graph';
import { LARGE_GRAPH, OPENING_NODES, openingView, READABLE_ZOOM } from './opening-view';

describe('where the canvas opens', () => {
  it('a graph below the large size is shown whole', () => {
    expect(openingView(supportTriageGraph())).toEqual({});
    expect(openingView(generateGraph(LARGE_GRAPH - 1))).toEqual({});
  });

  it('a large graph opens at a readable zoom on the start node and the nodes that follow it', () => {
    const graph = generateGraph(3000);
    const view = openingView(graph);
    expect(view.minZoom).toBe(READABLE_ZOOM);
    expect(view.nodes).toHaveLength(OPENING_NODES);
    expect(view.nodes![0]).toEqual({ id: graph.nodes.find((n) => n.kind === 'NODE_KIND_START')!.id });
    const framed = new Set(view.nodes!.map((n) => n.id));
    // Every framed node after the start is reached by an edge from a framed node.
    for (const { id } of view.nodes!.slice(1)) expect(graph.edges.some((e) => e.target === id && framed.has(e.source))).toBe(true);
  });
});
