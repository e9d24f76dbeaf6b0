import { describe, expect, it } from 'vitest';
import { emptyGraph, supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import type { GraphShape, NodeOfKind } from './graph-types';
import { messageKeys } from './messages';
import { createNode } from './node-registry';
import { createIssueNodeLookup, issuesOfNode, shownIssues } from './node-issues';
import { validateGraph } from './validation';

const keysOf = (graph: GraphShape, nodeId: string) => issuesOfNode(validateGraph(graph), graph, nodeId).map((issue) => issue.key);

describe('the node an issue is about', () => {
  it('is the issue’s node, else the source of its edge (the target when the source is gone), else none', () => {
    const graph = supportTriageGraph();
    graph.edges.push({ id: 'e_x', source: 'llm_1', target: 'ghost' }, { id: 'e_y', source: 'ghost', target: 'db_1' });
    graph.nodes = graph.nodes.filter((node) => node.kind !== 'NODE_KIND_START');
    const nodeOf = createIssueNodeLookup(graph);
    const byKey = (key: string) =>
      validateGraph(graph)
        .filter((issue) => issue.key === key)
        .map(nodeOf);
    // start → knowledge_1 lost its source with the start node.
    expect(byKey(messageKeys.nodeNotFound)).toEqual(['knowledge_1', 'llm_1', 'db_1']);
    expect(byKey(messageKeys.startNotFound)).toEqual([undefined]);
  });
});

describe('issuesOfNode', () => {
  it('takes all of the node’s issues: its fields’ and those that need the whole graph', () => {
    const graph = supportTriageGraph();
    const llm = graph.nodes.find((node) => node.id === 'llm_1') as NodeOfKind<'NODE_KIND_LLM'>;
    llm.data.outputVariable = '1st';
    llm.data.prompt = '{{ghost.answer}}';
    const orphan = createNode('NODE_KIND_END', { position: { x: 0, y: 0 }, takenIds: new Set(['end']) });
    graph.nodes.push(orphan);
    expect(keysOf(graph, 'llm_1')).toEqual([messageKeys.invalidVariableName, messageKeys.referenceNodeNotFound]);
    expect(keysOf(graph, orphan.id)).toEqual([messageKeys.unreachable]);
    expect(keysOf(graph, 'db_1')).toEqual([]);
  });

  it('gives a connection’s issue to the node it names, else to the node it leaves from', () => {
    const graph = emptyGraph();
    const [first] = graph.edges;
    graph.edges.push({ id: 'e_back', source: 'end', target: 'start' }, { ...first!, id: 'e_twice' });
    expect(keysOf(graph, 'end')).toEqual([messageKeys.noOutput, messageKeys.cycle]);
    expect(keysOf(graph, 'start')).toEqual([messageKeys.noInput, messageKeys.duplicateEdge, messageKeys.cycle]);
  });
});

describe('shownIssues', () => {
  it('holds back the issues of untouched nodes and of their connections; the rest show', () => {
    const graph = emptyGraph();
    const fresh = createNode('NODE_KIND_LLM', { position: { x: 0, y: 200 }, takenIds: new Set(['start', 'end']) });
    graph.nodes.push(fresh);
    graph.edges.push({ id: 'e_out', source: fresh.id, target: 'ghost' });
    const issues = validateGraph(graph);
    expect(issuesOfNode(issues, graph, fresh.id).length).toBeGreaterThan(1);
    const shown = shownIssues(issues, graph, new Set([fresh.id]));
    expect(issuesOfNode(shown, graph, fresh.id)).toEqual([]);
    expect(shown).toEqual(issues.filter((issue) => !issuesOfNode(issues, graph, fresh.id).includes(issue)));
    expect(shownIssues(issues, graph, new Set())).toBe(issues);
  });
});
