import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { generateGraph } from '../model/testing/generate-graph';
import { LARGE_GRAPH, openingView, READABLE_ZOOM } from './opening-view';

describe('where the canvas opens', () => {
  it('a graph below the large size is shown whole', () => {
    expect(openingView(supportTriageGraph())).toEqual({});
    expect(openingView(generateGraph(LARGE_GRAPH - 1))).toEqual({});
  });

  it('a large graph opens at a readable zoom on the start node and the nodes up to two steps after it', () => {
    const graph = generateGraph(3000);
    const view = openingView(graph);
    expect(view.minZoom).toBe(READABLE_ZOOM);
    // The generated graph is a chain from the start node: the start and the next two.
    expect(view.nodes).toEqual([{ id: graph.nodes.find((n) => n.kind === 'NODE_KIND_START')!.id }, { id: 'n1' }, { id: 'n2' }]);
  });

  it('a wide fan-out after the start is framed up to a limit', () => {
    const base = generateGraph(LARGE_GRAPH);
    const start = base.nodes.find((n) => n.kind === 'NODE_KIND_START')!;
    const fanned = { nodes: base.nodes, edges: base.nodes.filter((n) => n !== start).map((n, i) => ({ id: `f${i}`, source: start.id, target: n.id })) };
    expect(openingView(fanned).nodes!.length).toBe(24);
  });
});
