import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { addNode, canConnect, connect, moveNodes, removeElements, removeIfElseBranch, setNodeData, setNodeTitle, updateNode } from './graph-ops';
import type { NodeOfKind } from './graph-types';
import { messageKeys } from './messages';
import { createNode } from './node-registry';
import { generateGraph } from './testing/generate-graph';
import { validateGraph } from './validation';

describe('graph edits', () => {
  it('refuses connections that would break the graph', () => {
    const graph = supportTriageGraph();
    expect(canConnect(graph, { source: 'ghost', target: 'llm_1' })).toEqual({ ok: false, key: messageKeys.nodeNotFound, params: { id: 'ghost' } });
    expect(canConnect(graph, { source: 'end_general', target: 'llm_1' })).toEqual({ ok: false, key: messageKeys.noOutput });
    expect(canConnect(graph, { source: 'llm_1', target: 'start' })).toEqual({ ok: false, key: messageKeys.noInput });
    expect(canConnect(graph, { source: 'llm_1', target: 'if_1' })).toEqual({ ok: false, key: messageKeys.duplicateEdge });
    expect(canConnect(graph, { source: 'db_1', target: 'llm_1' })).toEqual({ ok: false, key: messageKeys.cycle });
    expect(canConnect(graph, { source: 'llm_1', target: 'llm_1' })).toEqual({ ok: false, key: messageKeys.cycle });
    expect(canConnect(graph, { source: 'if_1', target: 'end_refund', sourceHandle: 'if_gone' })).toEqual({
      ok: false,
      key: messageKeys.unknownBranch,
      params: { handle: 'if_gone' },
    });
    expect(canConnect(graph, { source: 'if_1', target: 'end_refund', sourceHandle: 'else' })).toEqual({ ok: true });
    expect(canConnect(graph, { source: 'if_1', target: 'end_general', sourceHandle: null })).toEqual({ ok: false, key: messageKeys.duplicateEdge });
    expect(canConnect(graph, { source: 'start', target: 'end_general', sourceHandle: null })).toEqual({ ok: true });
  });

  it('connects, adds, updates, moves and removes, keeping the graph valid', () => {
    let graph = supportTriageGraph();
    const llm = createNode('NODE_KIND_LLM', { position: { x: 1080, y: 560 }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
    graph = addNode(graph, { ...llm, data: { ...llm.data, modelId: 'gpt-4o', prompt: '{{llm_1.answer}} を英訳してください' } });
    const linked = connect(graph, { source: 'if_1', target: llm.id, sourceHandle: 'else' });
    expect(linked.ok).toBe(true);
    if (!linked.ok) return;
    graph = removeElements(linked.graph, [], ['e_if_1_end_general_else']);
    const out = connect(graph, { source: llm.id, target: 'end_general' });
    if (!out.ok) throw new Error(out.key);
    graph = out.graph;
    expect(validateGraph(graph)).toEqual([]);
    const moved = moveNodes(graph, new Map([[llm.id, { x: 5, y: 6 }]]));
    expect(moved.nodes.find((n) => n.id === llm.id)!.position).toEqual({ x: 5, y: 6 });
    expect(moved.nodes[0]).toBe(graph.nodes[0]);
    const titled = updateNode(graph, 'llm_1', (n) => ({ ...n, title: 'new' }));
    expect(titled.nodes.find((n) => n.id === 'llm_1')!.title).toBe('new');
    expect(updateNode(graph, 'llm_1', (n) => n)).toBe(graph);
    const removed = removeElements(graph, ['db_1']);
    expect(removed.edges.some((e) => e.source === 'db_1' || e.target === 'db_1')).toBe(false);
    expect(removeElements(graph, ['start'])).toBe(graph);
    expect(removeElements(graph, [], [graph.edges[0]!.id]).edges).toHaveLength(graph.edges.length - 1);
    expect(setNodeTitle(graph, 'llm_1', '').nodes.find((n) => n.id === 'llm_1')).not.toHaveProperty('title');
    expect(setNodeData(graph, 'llm_1', 'prompt', 'x').nodes.find((n) => n.id === 'llm_1')!.data).toMatchObject({ prompt: 'x' });
  });

  it('removes an if-else branch with its edge, but never the last branch', () => {
    let graph = supportTriageGraph();
    graph = updateNode(graph, 'if_1', (n) => {
      const node = n as NodeOfKind<'NODE_KIND_IF_ELSE'>;
      return { ...node, data: { branches: [...node.data.branches, { ...node.data.branches[0]!, id: 'if_delivery' }] } };
    });
    const linked = connect(graph, { source: 'if_1', target: 'end_refund', sourceHandle: 'if_delivery' });
    if (!linked.ok) throw new Error(linked.key);
    const without = removeIfElseBranch(linked.graph, 'if_1', 'if_delivery');
    expect(without.edges.some((e) => e.sourceHandle === 'if_delivery')).toBe(false);
    expect(validateGraph(without)).toEqual([]);
    const last = removeIfElseBranch(supportTriageGraph(), 'if_1', 'if_refund');
    expect((last.nodes.find((n) => n.id === 'if_1') as NodeOfKind<'NODE_KIND_IF_ELSE'>).data.branches).toHaveLength(1);
  });

  it('moves in whole pixels; a move to the same spot is no change', () => {
    const graph = supportTriageGraph();
    const moved = moveNodes(graph, new Map([['llm_1', { x: 10.4, y: 20.6 }]]));
    expect(moved.nodes.find((n) => n.id === 'llm_1')!.position).toEqual({ x: 10, y: 21 });
    expect(moveNodes(moved, new Map([['llm_1', { x: 10, y: 21 }]]))).toBe(moved);
    expect(moved.edges).toBe(graph.edges);
  });

  it('checks connections on a 3000-node graph', () => {
    const graph = generateGraph(3000);
    expect(canConnect(graph, { source: 'n2998', target: 'n5' })).toEqual({ ok: false, key: messageKeys.cycle });
    expect(canConnect(graph, { source: 'n5', target: 'n2999' })).toEqual({ ok: true });
  });
});
