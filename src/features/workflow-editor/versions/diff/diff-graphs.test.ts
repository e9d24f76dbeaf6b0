import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { addNode, moveNodes, removeElements, setNodeData, setNodeTitle } from '../../model/graph-ops';
import type { GraphShape } from '../../model/graph-types';
import { generateGraph } from '../../model/testing/generate-graph';
import { stepChange } from './change-order';
import { diffGraphs } from './diff-graphs';

const base = () => generateGraph(10);
const at = (x: number, y: number) => new Map([['n2', { x, y }]]);
const llm = (id: string, x: number, y: number): GraphNode => ({
  id,
  kind: 'NODE_KIND_LLM',
  position: { x, y },
  data: { modelId: 'gpt-4o', prompt: 'hi', outputVariable: 'answer' },
});

describe('diffGraphs', () => {
  it('finds no change between equal graphs, even as copies', () => {
    const graph = base();
    for (const diff of [diffGraphs(graph, graph), diffGraphs(graph, structuredClone(graph), { layout: true })]) {
      expect(diff.identical).toBe(true);
      expect(diff.changes).toEqual([]);
      expect(diff.summary).toEqual({ nodesAdded: 0, nodesRemoved: 0, nodesChanged: 0, edgesAdded: 0, edgesRemoved: 0 });
    }
  });

  it('reports added, removed and changed nodes with the kind label and the changed fields', () => {
    const before = base();
    let after = removeElements(before, ['n6']);
    after = addNode(after, llm('llm_new', 100, 900));
    after = setNodeData(after, 'n2', 'temperature', 0.9);
    after = setNodeTitle(after, 'n3', '注文の確認');
    const diff = diffGraphs(before, after);
    expect(diff.nodes.added.map((n) => [n.id, n.kindLabelKey])).toEqual([['llm_new', 'editor:nodeKind.llm']]);
    expect(diff.nodes.removed.map((n) => n.id)).toEqual(['n6']);
    expect(diff.nodes.changed.map((n) => [n.id, n.fields.map((f) => f.field)])).toEqual([
      ['n2', ['data.temperature']],
      ['n3', ['title']],
    ]);
    expect(diff.nodes.changed[0]!.fields[0]).toMatchObject({ change: 'changed', before: 0.3, after: 0.9 });
    // n6's two edges went with it.
    expect(diff.summary).toEqual({ nodesAdded: 1, nodesRemoved: 1, nodesChanged: 2, edgesAdded: 0, edgesRemoved: 2 });
  });

  it('keeps a move out of the changes unless layout is asked for', () => {
    const before = base();
    const moved = moveNodes(before, at(10, 700));
    const diff = diffGraphs(before, moved);
    expect(diff.identical).toBe(true);
    expect(diff.nodes.moved.map((n) => n.id)).toEqual(['n2']);
    expect(diff.nodes.changed).toEqual([]);
    const withLayout = diffGraphs(before, moved, { layout: true });
    expect(withLayout.identical).toBe(false);
    expect(withLayout.changes).toEqual([{ type: 'nodeMoved', id: 'n2', at: { x: 10, y: 700 } }]);
    expect(withLayout.summary.nodesChanged).toBe(0);
  });

  it('marks a changed node that moved too, its position a field only with layout', () => {
    const before = base();
    const after = setNodeData(moveNodes(before, at(10, 700)), 'n2', 'prompt', 'new');
    const [plain] = diffGraphs(before, after).nodes.changed;
    expect(plain).toMatchObject({ id: 'n2', moved: true });
    expect(plain!.fields.map((f) => f.field)).toEqual(['data.prompt']);
    const [layout] = diffGraphs(before, after, { layout: true }).nodes.changed;
    expect(layout!.fields.map((f) => f.field)).toEqual(['data.prompt', 'position']);
  });

  it('identifies edges by source, resolved handle and target, not by id', () => {
    const before = base();
    const renamed: GraphShape = { nodes: before.nodes, edges: before.edges.map((e) => ({ ...e, id: `x_${e.id}` })) };
    expect(diffGraphs(before, renamed).identical).toBe(true);
    // An if-else edge without a handle is its else edge.
    const noHandle: GraphShape = {
      nodes: before.nodes,
      edges: before.edges.map((e) => (e.id === 'e8' ? { id: 'e8', source: e.source, target: e.target } : e)),
    };
    expect(diffGraphs(before, noHandle).identical).toBe(true);
    // The same nodes joined through another branch: one edge removed, one added.
    const rerouted: GraphShape = {
      nodes: before.nodes,
      edges: before.edges.map((e) => (e.id === 'e5' ? { ...e, sourceHandle: 'else' } : e)),
    };
    const diff = diffGraphs(before, rerouted);
    expect(diff.edges.removed.map((e) => e.key)).toEqual(['n4:if_match>n5']);
    expect(diff.edges.added.map((e) => e.key)).toEqual(['n4:else>n5']);
    expect(diff.summary).toMatchObject({ edgesAdded: 1, edgesRemoved: 1, nodesChanged: 0 });
  });

  it('counts duplicate edges of one key (a graph saved before the duplicate check)', () => {
    const before = base();
    const doubled: GraphShape = { nodes: before.nodes, edges: [...before.edges, { id: 'e_dup', source: 'start', target: 'n1' }] };
    expect(diffGraphs(before, doubled).edges.added.map((e) => e.edge.id)).toEqual(['e_dup']);
    expect(diffGraphs(doubled, before).edges.removed.map((e) => e.edge.id)).toEqual(['e_dup']);
  });

  it('orders the changes top-left to bottom-right, removed ones where they were, an edge after its source', () => {
    const before = base();
    let after = removeElements(before, ['n3']); // at (820, 40), with e3 and e4
    after = addNode(after, llm('llm_top', 900, 0));
    after = setNodeTitle(after, 'n9', 'Done'); // at (0, 400)
    after = setNodeData(after, 'n1', 'numberOfDocuments', 5); // at (300, 40)
    after = { ...after, edges: [...after.edges, { id: 'e_new', source: 'n2', target: 'n4' }] }; // n2 at (560, 40)
    const diff = diffGraphs(before, after);
    expect(diff.changes.map((c) => `${c.type} ${c.id}`)).toEqual([
      'nodeAdded llm_top',
      'nodeChanged n1',
      'edgeRemoved n2:>n3',
      'edgeAdded n2:>n4',
      'nodeRemoved n3',
      'edgeRemoved n3:>n4',
      'nodeChanged n9',
    ]);
  });

  it('steps through the changes, wrapping around', () => {
    expect(stepChange(3, -1, 1)).toBe(0);
    expect(stepChange(3, -1, -1)).toBe(2);
    expect(stepChange(3, 2, 1)).toBe(0);
    expect(stepChange(3, 0, -1)).toBe(2);
    expect(stepChange(3, 1, 1)).toBe(2);
    expect(stepChange(0, -1, 1)).toBe(-1);
  });

  it('diffs a 1000-node graph with 50 changes exactly', () => {
    const before = generateGraph(1000);
    let after: GraphShape = structuredClone(before);
    const changed = Array.from({ length: 20 }, (_, i) => `n${10 + i * 40}`);
    for (const id of changed) after = setNodeTitle(after, id, `changed ${id}`);
    const removed = Array.from({ length: 10 }, (_, i) => `n${25 + i * 80}`);
    after = removeElements(after, removed);
    const added = Array.from({ length: 20 }, (_, i) => llm(`llm_added_${i}`, i * 100, 9000));
    for (const node of added) after = addNode(after, node);
    after = moveNodes(after, new Map(Array.from({ length: 100 }, (_, i) => [`n${i * 7 + 3}`, { x: -5000, y: i }] as const)));
    const diff = diffGraphs(before, after);
    expect(diff.nodes.changed.map((n) => n.id).sort()).toEqual([...changed].sort());
    expect(diff.nodes.removed.map((n) => n.id)).toEqual(removed);
    expect(diff.nodes.added.map((n) => n.id)).toEqual(added.map((n) => n.id));
    const removedEdges = before.edges.filter((e) => removed.includes(e.source) || removed.includes(e.target));
    expect(diff.summary).toEqual({ nodesAdded: 20, nodesRemoved: 10, nodesChanged: 20, edgesAdded: 0, edgesRemoved: removedEdges.length });
    expect(diff.changes).toHaveLength(50 + removedEdges.length);
    const moved = diff.nodes.moved.length;
    expect(moved).toBeGreaterThan(80);
    expect(diffGraphs(before, after, { layout: true }).changes).toHaveLength(50 + removedEdges.length + moved);
  });
});
