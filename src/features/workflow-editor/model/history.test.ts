import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import type { GraphShape } from './graph-types';
import { canRedo, canUndo, createHistory, record, redo, resetHistory, seal, undo } from './history';

const moved = (graph: GraphShape, id: string, x: number): GraphShape => ({
  ...graph,
  nodes: graph.nodes.map((n) => (n.id === id ? { ...n, position: { ...n.position, x } } : n)),
});
const xOf = (graph: GraphShape, id: string) => graph.nodes.find((n) => n.id === id)!.position.x;

describe('history', () => {
  it('undoes and redoes a node move and a deletion', () => {
    const initial = supportTriageGraph();
    let h = createHistory(initial);
    const afterMove = moved(initial, 'llm_1', 700);
    h = record(h, afterMove, { now: 0 });
    const afterDelete: GraphShape = {
      nodes: afterMove.nodes.filter((n) => n.id !== 'db_1'),
      edges: afterMove.edges.filter((e) => e.source !== 'db_1' && e.target !== 'db_1'),
    };
    h = record(h, afterDelete, { now: 5000 });
    expect(h.present.nodes).toHaveLength(6);
    h = undo(h);
    expect(h.present).toBe(afterMove);
    h = undo(h);
    expect(h.present).toBe(initial);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe(afterDelete);
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('coalesces rapid moves of the same node into one step, not moves of other nodes or slow ones', () => {
    const initial = supportTriageGraph();
    let h = createHistory(initial, { coalesceMs: 500 });
    let graph = initial;
    for (let i = 1; i <= 30; i += 1) {
      graph = moved(graph, 'llm_1', 560 + i * 10);
      h = record(h, graph, { coalesceKey: 'move:llm_1', now: i * 16 });
    }
    expect(h.past).toHaveLength(1);
    graph = moved(graph, 'db_1', 0);
    h = record(h, graph, { coalesceKey: 'move:db_1', now: 600 });
    graph = moved(graph, 'db_1', 10);
    h = record(h, graph, { coalesceKey: 'move:db_1', now: 1200 });
    expect(h.past).toHaveLength(3);
    h = undo(undo(undo(h)));
    expect(h.present).toBe(initial);
  });

  it('a sealed gesture or an undo ends coalescing', () => {
    const initial = supportTriageGraph();
    let h = createHistory(initial);
    h = record(h, moved(initial, 'llm_1', 1), { coalesceKey: 'move:llm_1', now: 0 });
    h = seal(h);
    h = record(h, moved(h.present, 'llm_1', 2), { coalesceKey: 'move:llm_1', now: 10 });
    expect(h.past).toHaveLength(2);
    h = undo(h);
    h = record(h, moved(h.present, 'llm_1', 3), { coalesceKey: 'move:llm_1', now: 20 });
    expect(h.past).toHaveLength(2);
    expect(xOf(h.present, 'llm_1')).toBe(3);
  });

  it('a new edit after undo clears the redo stack', () => {
    const initial = supportTriageGraph();
    let h = createHistory(initial);
    h = record(h, moved(initial, 'llm_1', 1), { now: 0 });
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = record(h, moved(initial, 'db_1', 1), { now: 10 });
    expect(canRedo(h)).toBe(false);
    expect(xOf(h.present, 'llm_1')).toBe(560);
  });

  it('keeps at most `limit` undo steps, dropping the oldest; ignores no-op records', () => {
    let h = createHistory(0, { limit: 3 });
    for (let i = 1; i <= 10; i += 1) h = record(h, i, { now: i * 5000 });
    expect(h.past).toEqual([7, 8, 9]);
    expect(record(h, h.present)).toBe(h);
    h = resetHistory(h, 42);
    expect([h.present, canUndo(h), canRedo(h)]).toEqual([42, false, false]);
  });

  it('holds many steps of a large graph cheaply (snapshots share unchanged nodes)', () => {
    const nodes = Array.from({ length: 3000 }, (_, i) => ({ ...supportTriageGraph().nodes[2]!, id: `llm_${i}` }));
    let graph: GraphShape = { nodes, edges: [] };
    let h = createHistory(graph, { limit: 200 });
    const started = performance.now();
    for (let i = 0; i < 500; i += 1) {
      const copy = graph.nodes.slice();
      copy[i] = { ...copy[i]!, position: { x: i, y: i } };
      graph = { ...graph, nodes: copy };
      h = record(h, graph, { now: i * 2000 });
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(h.past).toHaveLength(200);
    expect(h.past[0]!.nodes[2000]).toBe(h.present.nodes[2000]);
  });
});
