import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { autoLayout } from './auto-layout';
import { moveNodes, removeElements, setNodeData } from './graph-ops';
import { countByNode, createGraphIssues, sameButPositions } from './graph-issues';
import { issuesOfNode } from './node-issues';
import { validateGraph } from './validation';

describe('graph issues after edits', () => {
  it('a move or a layout keeps the last issues; any other edit validates again', () => {
    const issuesOf = createGraphIssues();
    const graph = setNodeData(supportTriageGraph(), 'llm_1', 'temperature', 9);
    const first = issuesOf(graph);
    expect(first).toEqual(validateGraph(graph));
    expect(first.length).toBeGreaterThan(0);

    const moved = moveNodes(graph, new Map([['llm_1', { x: 1, y: 2 }]]));
    expect(sameButPositions(graph, moved)).toBe(true);
    expect(issuesOf(moved)).toBe(first);
    expect(issuesOf(autoLayout(moved))).toBe(first);

    const fixed = setNodeData(moved, 'llm_1', 'temperature', 0.5);
    expect(sameButPositions(moved, fixed)).toBe(false);
    expect(issuesOf(fixed)).toEqual([]);
    const removed = removeElements(fixed, ['end_general']);
    expect(issuesOf(removed)).toEqual(validateGraph(removed));
  });

  it('a new models list validates again (maxTokens against the chosen model)', () => {
    const issuesOf = createGraphIssues();
    const llm = supportTriageGraph().nodes.find((n) => n.kind === 'NODE_KIND_LLM')!;
    const graph = setNodeData(supportTriageGraph(), llm.id, 'maxTokens', 20000);
    expect(issuesOf(graph)).toEqual([]);
    const models = [{ id: (llm.data as { modelId: string }).modelId, maxTokens: 16384 }];
    const limited = issuesOf(graph, { models });
    expect(limited.map((i) => [i.nodeId, i.field])).toEqual([[llm.id, 'data.maxTokens']]);
    expect(issuesOf(moveNodes(graph, new Map([[llm.id, { x: 0, y: 0 }]])), { models })).toBe(limited);
  });

  it('counts issues per node', () => {
    const graph = setNodeData(setNodeData(supportTriageGraph(), 'llm_1', 'temperature', 9), 'llm_1', 'topP', 5);
    expect(countByNode(validateGraph(graph), graph).get('llm_1')).toBe(2);
  });

  it('counts a connection’s issue for the node whose panel lists it (the badge and the panel agree)', () => {
    const graph = supportTriageGraph();
    const [first] = graph.edges;
    graph.edges.push({ ...first!, id: 'e_twice' }, { id: 'e_ghost', source: 'llm_1', target: 'ghost' });
    const issues = validateGraph(graph);
    const counts = countByNode(issues, graph);
    for (const nodeId of [first!.source, 'llm_1']) expect(counts.get(nodeId)).toBe(issuesOfNode(issues, graph, nodeId).length);
    // The duplicate connection and the connection to a missing node carry no node id of their own.
    expect(counts.get(first!.source)).toBe(1);
    expect(counts.get('llm_1')).toBe(1);
  });
});
