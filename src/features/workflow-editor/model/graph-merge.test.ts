import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { mergeGraphs } from './graph-merge';
import type { GraphShape, NodeOfKind } from './graph-types';
import { seededRandom } from './ids';
import { createNode } from './node-registry';
import { generateGraph } from './testing/generate-graph';
import { validateGraph } from './validation';

const llmOf = (graph: GraphShape) => graph.nodes.find((n) => n.id === 'llm_1') as NodeOfKind<'NODE_KIND_LLM'>;
const ids = (graph: GraphShape) => graph.nodes.map((n) => n.id);

describe('three-way merge', () => {
  it('takes changes made on one side only, from both sides', () => {
    const base = supportTriageGraph();
    const mine = supportTriageGraph();
    llmOf(mine).data.prompt = 'mine prompt';
    const added = createNode('NODE_KIND_END', { position: { x: 0, y: 0 }, takenIds: new Set(), random: seededRandom(1) });
    mine.nodes.push(added);
    mine.edges.push({ id: 'e_mine', source: 'db_1', target: added.id });
    const theirs = supportTriageGraph();
    llmOf(theirs).data.temperature = 0.9;
    theirs.nodes[0]!.position = { x: 0, y: 0 };
    const { graph, conflicts, droppedEdgeIds } = mergeGraphs(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(droppedEdgeIds).toEqual([]);
    expect(llmOf(graph).data).toMatchObject({ prompt: 'mine prompt', temperature: 0.9 });
    expect(graph.nodes[0]!.position).toEqual({ x: 0, y: 0 });
    expect(ids(graph)).toContain(added.id);
    expect(graph.edges.map((e) => e.id)).toContain('e_mine');
  });

  it('keeps mine where both changed the same field and lists theirs', () => {
    const base = supportTriageGraph();
    const mine = supportTriageGraph();
    const theirs = supportTriageGraph();
    llmOf(mine).data.prompt = 'mine';
    llmOf(theirs).data.prompt = 'theirs';
    llmOf(theirs).title = 'their title';
    const { graph, conflicts } = mergeGraphs(base, mine, theirs);
    expect(llmOf(graph).data.prompt).toBe('mine');
    expect(llmOf(graph).title).toBe('their title');
    expect(conflicts).toEqual([{ kind: 'node', id: 'llm_1', reason: 'bothChanged', field: 'data.prompt', mine: 'mine', theirs: 'theirs' }]);
  });

  it('a deletion wins over an untouched node; a change wins over a deletion (reported)', () => {
    const base = supportTriageGraph();
    const mine = supportTriageGraph();
    const theirs = supportTriageGraph();
    // They deleted db_1 (and its edges), which I did not touch; I deleted end_general, which they edited.
    theirs.nodes = theirs.nodes.filter((n) => n.id !== 'db_1');
    theirs.edges = theirs.edges.filter((e) => e.source !== 'db_1' && e.target !== 'db_1');
    mine.nodes = mine.nodes.filter((n) => n.id !== 'end_general');
    mine.edges = mine.edges.filter((e) => e.target !== 'end_general');
    const general = theirs.nodes.find((n) => n.id === 'end_general')!;
    general.title = 'renamed by them';
    const { graph, conflicts } = mergeGraphs(base, mine, theirs);
    expect(ids(graph)).not.toContain('db_1');
    expect(ids(graph)).toContain('end_general');
    expect(conflicts.map((c) => [c.id, c.reason])).toEqual([['end_general', 'deletedByMe']]);
    expect(graph.edges.map((e) => e.id)).toContain('e_if_1_end_general_else');
    expect(graph.edges.map((e) => e.id)).not.toContain('e_db_1_end_refund');
  });

  it('drops edges to nodes gone from the merge and repeated connections', () => {
    const base = supportTriageGraph();
    const mine = supportTriageGraph();
    const theirs = supportTriageGraph();
    mine.edges.push({ id: 'e_to_db', source: 'llm_1', target: 'db_1' });
    theirs.nodes = theirs.nodes.filter((n) => n.id !== 'db_1');
    theirs.edges = theirs.edges.filter((e) => e.source !== 'db_1' && e.target !== 'db_1');
    mine.edges.push({ id: 'e_a', source: 'start', target: 'end_general' });
    theirs.edges.push({ id: 'e_b', source: 'start', target: 'end_general' });
    const { graph, droppedEdgeIds } = mergeGraphs(base, mine, theirs);
    expect(droppedEdgeIds).toEqual(['e_to_db']);
    expect(graph.edges.filter((e) => e.source === 'start' && e.target === 'end_general')).toHaveLength(1);
  });

  it('when both added a node under the same id, keeps mine and re-adds theirs under a new id', () => {
    const base = supportTriageGraph();
    const mine = supportTriageGraph();
    const theirs = supportTriageGraph();
    const node = createNode('NODE_KIND_LLM', { position: { x: 10, y: 10 }, takenIds: new Set(), random: seededRandom(5) });
    mine.nodes.push({ ...node, title: 'mine' });
    theirs.nodes.push({ ...node, title: 'theirs' });
    const { graph, conflicts } = mergeGraphs(base, mine, theirs, seededRandom(9));
    const copyId = conflicts[0]!.theirsCopyId!;
    expect(conflicts[0]).toMatchObject({ id: node.id, reason: 'bothAdded' });
    expect(graph.nodes.find((n) => n.id === node.id)!.title).toBe('mine');
    expect(graph.nodes.find((n) => n.id === copyId)!.title).toBe('theirs');
  });

  it('merges two edits of a 3000-node graph quickly and keeps it valid', () => {
    const base = generateGraph(3000);
    const mine = { nodes: base.nodes.map((n) => (n.id === 'n10' ? { ...n, title: 'mine' } : n)), edges: base.edges };
    const theirs = { nodes: base.nodes.map((n) => (n.id === 'n2000' ? { ...n, position: { x: 1, y: 1 } } : n)), edges: base.edges };
    const started = performance.now();
    const { graph, conflicts } = mergeGraphs(structuredClone(base), mine, theirs);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(conflicts).toEqual([]);
    expect(graph.nodes.find((n) => n.id === 'n10')!.title).toBe('mine');
    expect(graph.nodes.find((n) => n.id === 'n2000')!.position).toEqual({ x: 1, y: 1 });
    expect(validateGraph(graph).filter((i) => i.level === 'incomplete')).toEqual([]);
  });
});
