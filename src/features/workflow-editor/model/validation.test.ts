import { describe, expect, it } from 'vitest';
import {
  emptyGraph,
  faqAnswerGraph,
  invoiceCheckGraph,
  manualSearchGraph,
  simpleLlmGraph,
  supportTriageGraph,
} from '../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../test/i18n';
import type { GraphShape, NodeOfKind } from './graph-types';
import { messageKeys } from './messages';
import { createNode } from './node-registry';
import { generateGraph } from './testing/generate-graph';
import { canSave, issuesByNode, validateGraph, type GraphIssue } from './validation';

const seeds = { emptyGraph, supportTriageGraph, faqAnswerGraph, invoiceCheckGraph, manualSearchGraph, simple: () => simpleLlmGraph('要約してください') };
const en = createTestI18n('en');
const ja = createTestI18n('ja');

const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

describe('validateGraph on the seed graphs', () => {
  it.each(Object.entries(seeds))('%s has no issue', (_name, make) => {
    expect(validateGraph(make())).toEqual([]);
  });
});

describe('graph rules', () => {
  const keysOf = (graph: GraphShape) => validateGraph(graph).map((i) => i.key);

  it("says 'Start node is not found' and 'End node is not found'", () => {
    const graph = supportTriageGraph();
    graph.nodes = graph.nodes.filter((n) => n.kind !== 'NODE_KIND_START' && n.kind !== 'NODE_KIND_END');
    graph.edges = graph.edges.filter((e) => !['start', 'end_refund', 'end_general'].includes(e.source) && !['end_refund', 'end_general'].includes(e.target));
    const issues = validateGraph(graph);
    expect(issues.map((i) => i.key)).toEqual(expect.arrayContaining([messageKeys.startNotFound, messageKeys.endNotFound]));
    expect(en.t(messageKeys.startNotFound)).toBe('Start node is not found');
    expect(en.t(messageKeys.endNotFound)).toBe('End node is not found');
    expect(canSave(issues)).toBe(true);
  });

  it('allows exactly one start node', () => {
    const graph = emptyGraph();
    graph.nodes.push({ ...graph.nodes[0]!, id: 'start_2' });
    graph.edges.push({ id: 'e2', source: 'start_2', target: 'end' });
    expect(validateGraph(graph).map(({ key, nodeId, level }) => ({ key, nodeId, level }))).toEqual([
      { key: messageKeys.multipleStart, nodeId: 'start_2', level: 'invalid' },
      { key: messageKeys.unreachable, nodeId: 'start_2', level: 'incomplete' },
    ]);
  });

  it("refuses edges to missing nodes ('Node not found' with its id) and unknown branches", () => {
    const graph = supportTriageGraph();
    graph.edges.push({ id: 'e_x', source: 'llm_1', target: 'ghost' }, { id: 'e_y', source: 'if_1', target: 'db_1', sourceHandle: 'if_gone' });
    const issues = validateGraph(graph);
    expect(issues.filter((i) => i.level === 'invalid').map((i) => [i.key, i.params])).toEqual([
      [messageKeys.nodeNotFound, { id: 'ghost' }],
      [messageKeys.unknownBranch, { handle: 'if_gone' }],
    ]);
    expect(en.t(messageKeys.nodeNotFound, { id: 'ghost' })).toBe('Node not found: ghost');
  });

  it('reports duplicate ids, edges out of an end node or into the start, duplicate connections', () => {
    const graph = faqAnswerGraph();
    graph.nodes.push({ ...graph.nodes[1]! });
    graph.edges.push({ id: 'e_start_knowledge_1', source: 'start', target: 'knowledge_1' });
    graph.edges.push({ id: 'e_back', source: 'end', target: 'start' });
    graph.edges.push({ id: 'e_handle', source: 'llm_1', target: 'end', sourceHandle: 'nope' });
    expect(keysOf(graph)).toEqual([
      messageKeys.duplicateNodeId,
      messageKeys.duplicateEdgeId,
      messageKeys.duplicateEdge,
      messageKeys.noOutput,
      messageKeys.noInput,
      messageKeys.unknownHandle,
      ...Array(4).fill(messageKeys.cycle),
    ]);
  });

  it('reports loops and nodes not connected to the start', () => {
    const graph = supportTriageGraph();
    graph.edges.push({ id: 'e_loop', source: 'db_1', target: 'llm_1' });
    const orphan = createNode('NODE_KIND_END', { position: { x: 0, y: 0 }, takenIds: new Set() });
    graph.nodes.push(orphan);
    const issues = validateGraph(graph);
    expect(issues.filter((i) => i.key === messageKeys.cycle).map((i) => i.nodeId)).toEqual(['llm_1', 'if_1', 'db_1', 'end_refund', 'end_general']);
    expect(issues.filter((i) => i.key === messageKeys.unreachable).map((i) => i.nodeId)).toEqual([orphan.id]);
  });

  it('checks variable references: missing node, missing variable, not upstream', () => {
    const graph = supportTriageGraph();
    const end = graph.nodes.find((n) => n.id === 'end_general') as NodeOfKind<'NODE_KIND_END'>;
    end.data.outputVariables = [
      { name: 'a', value: '{{ghost.answer}}' },
      { name: 'b', value: '{{llm_1.nope}}' },
      { name: 'c', value: '{{db_1.order_status}}' },
      { name: 'd', value: '{{start.sys_user_id}} {{llm_1.answer}} {{knowledge_1.documents}}' },
    ];
    expect(brief(validateGraph(graph))).toEqual([
      { key: messageKeys.referenceNodeNotFound, field: 'data.outputVariables.0.value', level: 'incomplete', params: { id: 'ghost' } },
      { key: messageKeys.referenceVariableNotFound, field: 'data.outputVariables.1.value', level: 'incomplete', params: { node: 'llm_1', variable: 'nope' } },
      { key: messageKeys.referenceOutOfScope, field: 'data.outputVariables.2.value', level: 'incomplete', params: { node: 'db_1', variable: 'order_status' } },
    ]);
  });

  it('groups issues by node', () => {
    const graph = emptyGraph();
    graph.nodes = graph.nodes.slice(1);
    graph.edges = [];
    const grouped = issuesByNode(validateGraph(graph));
    expect([...grouped.keys()]).toEqual(['', 'end']);
    expect(grouped.get('')!.map((i) => i.key)).toEqual([messageKeys.startNotFound]);
    expect(grouped.get('end')!.map((i) => i.key)).toEqual([messageKeys.referenceNodeNotFound]);
  });
});

describe('large graphs', () => {
  it('a generated graph of 3000 nodes of all kinds is valid (the benchmark graphs can be saved)', () => {
    const graph = generateGraph(3000);
    expect(new Set(graph.nodes.map((n) => n.kind)).size).toBe(9);
    expect(validateGraph(graph)).toEqual([]);
  });

  it('over the contract size limits, the limits are reported', () => {
    const graph = generateGraph(5001);
    const edges = Array.from({ length: 10001 }, (_, i) => ({ ...graph.edges[i % graph.edges.length]!, id: `x${i}` }));
    const limits = brief(validateGraph({ nodes: graph.nodes, edges })).filter((i) => i.key === messageKeys.tooManyNodes || i.key === messageKeys.tooManyEdges);
    expect(limits).toEqual([
      { key: messageKeys.tooManyNodes, field: undefined, level: 'invalid', params: { max: 5000 } },
      { key: messageKeys.tooManyEdges, field: undefined, level: 'invalid', params: { max: 10000 } },
    ]);
  });
});

describe('messages', () => {
  it('every message key exists in both languages', () => {
    for (const key of Object.values(messageKeys)) {
      expect(en.exists(key), `en ${key}`).toBe(true);
      expect(ja.exists(key), `ja ${key}`).toBe(true);
    }
  });
});
