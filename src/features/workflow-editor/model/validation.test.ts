import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
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
import {
  autoBindVariableType,
  bindPlaceholdersIn,
  canSave,
  issuesByNode,
  validateGraph,
  validateNode,
  type GraphIssue,
} from './validation';

const seeds = { emptyGraph, supportTriageGraph, faqAnswerGraph, invoiceCheckGraph, manualSearchGraph, simple: () => simpleLlmGraph('要約してください') };
const en = createTestI18n('en');
const ja = createTestI18n('ja');

function nodeOf<K extends GraphNode['kind']>(graph: GraphShape, kind: K): NodeOfKind<K> {
  return graph.nodes.find((n) => n.kind === kind) as NodeOfKind<K>;
}
const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

describe('validateGraph on the seed graphs', () => {
  it.each(Object.entries(seeds))('%s has no issue', (_name, make) => {
    expect(validateGraph(make())).toEqual([]);
  });
});

describe('start node', () => {
  it('refuses reserved system variable names with the spec message, in both languages', () => {
    const start = nodeOf(supportTriageGraph(), 'NODE_KIND_START');
    start.data.inputVariables.push({ name: 'sys_user_id' }, { name: 'SYS_files' });
    const issues = validateNode(start);
    expect(brief(issues)).toEqual([
      { key: messageKeys.reservedVariable, field: 'data.inputVariables.2.name', level: 'invalid' },
      { key: messageKeys.reservedVariable, field: 'data.inputVariables.3.name', level: 'invalid' },
    ]);
    expect(en.t(issues[0]!.key)).toBe('This variable name is reserved by the system. Please use a different name.');
    expect(ja.t(issues[0]!.key)).toBe('この変数名はシステムで予約されています。別の名前を使用してください。');
    expect(canSave(issues)).toBe(false);
  });

  it('refuses malformed, empty and duplicate names', () => {
    const start = nodeOf(supportTriageGraph(), 'NODE_KIND_START');
    start.data.inputVariables = [{ name: '1st' }, { name: '' }, { name: 'inquiry' }, { name: 'inquiry' }, { name: 'x'.repeat(65) }];
    expect(brief(validateNode(start))).toEqual([
      { key: messageKeys.invalidVariableName, field: 'data.inputVariables.0.name', level: 'invalid' },
      { key: messageKeys.required, field: 'data.inputVariables.1.name', level: 'invalid' },
      { key: messageKeys.tooLong, field: 'data.inputVariables.4.name', level: 'invalid', params: { max: 64 } },
      { key: messageKeys.duplicateVariable, field: 'data.inputVariables.3.name', level: 'incomplete', params: { name: 'inquiry' } },
    ]);
  });
});

describe('LLM node', () => {
  it('checks temperature, topP and maxTokens against their whole range', () => {
    const llm = nodeOf(supportTriageGraph(), 'NODE_KIND_LLM');
    const withData = (data: Partial<typeof llm.data>) => brief(validateNode({ ...llm, data: { ...llm.data, ...data } }));
    expect(withData({ temperature: 2.5 })).toEqual([{ key: messageKeys.outOfRange, field: 'data.temperature', level: 'invalid', params: { min: 0, max: 2 } }]);
    expect(withData({ temperature: -0.1 })).toEqual([{ key: messageKeys.outOfRange, field: 'data.temperature', level: 'invalid', params: { min: 0, max: 2 } }]);
    expect(withData({ topP: 1.01 })).toEqual([{ key: messageKeys.outOfRange, field: 'data.topP', level: 'invalid', params: { min: 0, max: 1 } }]);
    expect(withData({ maxTokens: 0 })).toEqual([{ key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 128000 } }]);
    expect(withData({ maxTokens: 1.5 })).toEqual([{ key: messageKeys.notInteger, field: 'data.maxTokens', level: 'invalid' }]);
    expect(withData({ temperature: Number.NaN })).toEqual([{ key: messageKeys.notNumber, field: 'data.temperature', level: 'invalid' }]);
    expect(withData({ temperature: 0, topP: 0, maxTokens: 128000 })).toEqual([]);
    expect(en.t(messageKeys.outOfRange, { min: 0, max: 2 })).toBe('Enter a value from 0 to 2.');
  });

  it('a new LLM node needs a model (the backend refuses it) and a prompt (it cannot run)', () => {
    const llm = createNode('NODE_KIND_LLM', { position: { x: 0, y: 0 }, takenIds: new Set() });
    expect(brief(validateNode(llm))).toEqual([
      { key: messageKeys.required, field: 'data.modelId', level: 'invalid' },
      { key: messageKeys.required, field: 'data.prompt', level: 'incomplete' },
    ]);
  });
});

describe("LLM node with the models call's limits", () => {
  const models = [
    { id: 'gpt-4o', maxTokens: 16384 },
    { id: 'small', maxTokens: 4096 },
  ];
  const withLlm = (graph: GraphShape, data: Partial<NodeOfKind<'NODE_KIND_LLM'>['data']>): GraphShape => ({
    ...graph,
    nodes: graph.nodes.map((n) => (n.kind === 'NODE_KIND_LLM' ? { ...n, data: { ...n.data, ...data } } : n)) as GraphNode[],
  });
  const limitIssues = (issues: GraphIssue[]) => brief(issues.filter((issue) => issue.field === 'data.maxTokens'));

  it("maxTokens over the chosen model's limit is invalid (auto-save waits); without models only the contract's range counts", () => {
    const graph = withLlm(supportTriageGraph(), { modelId: 'gpt-4o', maxTokens: 20000 });
    expect(validateGraph(graph)).toEqual([]);
    const issues = validateGraph(graph, { models });
    expect(limitIssues(issues)).toEqual([{ key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 16384 } }]);
    expect(canSave(issues)).toBe(false);
    expect(validateGraph(withLlm(graph, { maxTokens: 16384 }), { models })).toEqual([]);
    // A model the list does not have: nothing to check against (the model field says the rest).
    expect(limitIssues(validateGraph(withLlm(graph, { modelId: 'retired' }), { models }))).toEqual([]);
  });

  it('one issue per field: a value over the contract maximum is not also over the model limit', () => {
    const graph = withLlm(supportTriageGraph(), { modelId: 'small', maxTokens: 200000 });
    expect(limitIssues(validateGraph(graph, { models }))).toEqual([{ key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 128000 } }]);
  });

  it('the same node objects are checked again against another models list (the per-node cache holds only their own issues)', () => {
    const graph = withLlm(supportTriageGraph(), { modelId: 'gpt-4o', maxTokens: 8000 });
    expect(validateGraph(graph, { models })).toEqual([]);
    const smaller = [{ id: 'gpt-4o', maxTokens: 4096 }];
    expect(limitIssues(validateGraph(graph, { models: smaller }))).toEqual([{ key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 4096 } }]);
    expect(validateGraph(graph, { models })).toEqual([]);
    expect(validateGraph(graph)).toEqual([]);
  });
});

describe('database node', () => {
  it('needs CLOB for VARCHAR2 strings over 4000 characters and detects it', () => {
    const db = nodeOf(supportTriageGraph(), 'NODE_KIND_DATABASE');
    const bind = db.data.bindVariables[0]!;
    const withValue = (value: string, type = bind.type) => ({ ...db, data: { ...db.data, bindVariables: [{ ...bind, value, type }] } });
    expect(validateNode(withValue('x'.repeat(4000)))).toEqual([]);
    expect(brief(validateNode(withValue('x'.repeat(4001))))).toEqual([
      { key: messageKeys.clobRequired, field: 'data.bindVariables.0.type', level: 'invalid', params: { max: 4000 } },
    ]);
    expect(validateNode(withValue('x'.repeat(4001), 'BIND_VARIABLE_TYPE_CLOB'))).toEqual([]);
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: 'x'.repeat(4001) })).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: 'x'.repeat(4000) })).toBe('BIND_VARIABLE_TYPE_VARCHAR2');
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: 'x'.repeat(5000) })).toBe('BIND_VARIABLE_TYPE_STRING');
    expect(en.t(messageKeys.clobRequired, { max: 4000 })).toBe('Use CLOB for strings over 4000 characters');
  });

  it('finds the placeholders of a query, outside quoted literals, and the unbound ones', () => {
    expect(bindPlaceholdersIn("SELECT * FROM t WHERE a = :order_no AND d > TO_DATE('2026-01-01 10:00', 'HH24:MI') AND b = @po_no AND c = :order_no")).toEqual([
      'order_no',
      'po_no',
    ]);
    const db = nodeOf(supportTriageGraph(), 'NODE_KIND_DATABASE');
    db.data.query += ' AND region = :region';
    expect(brief(validateNode(db))).toEqual([
      { key: messageKeys.bindVariableMissing, field: 'data.bindVariables', level: 'incomplete', params: { name: 'region' } },
    ]);
  });
});

describe('if-else node', () => {
  it('checks operators, values and branch ids', () => {
    const ifElse = nodeOf(supportTriageGraph(), 'NODE_KIND_IF_ELSE');
    const branch = ifElse.data.branches[0]!;
    ifElse.data.branches = [
      { ...branch, conditions: [{ inputVariable: '{{start.inquiry}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '' }, { inputVariable: '', operator: 'IF_ELSE_OPERATOR_IS_EMPTY' }] },
      { ...branch, conditions: [{ inputVariable: '{{start.inquiry}}', operator: 'LIKE' as 'IF_ELSE_OPERATOR_EQUALS', value: 'x' }] },
      { ...branch, id: 'else' },
      { ...branch, id: 'if_delivery', conditions: [] },
    ];
    expect(brief(validateNode(ifElse))).toEqual([
      { key: messageKeys.invalidOption, field: 'data.branches.1.conditions.0.operator', level: 'invalid' },
      { key: messageKeys.tooFewItems, field: 'data.branches.3.conditions', level: 'invalid', params: { min: 1 } },
      { key: messageKeys.required, field: 'data.branches.0.conditions.0.value', level: 'incomplete' },
      { key: messageKeys.required, field: 'data.branches.0.conditions.1.inputVariable', level: 'incomplete' },
      { key: messageKeys.duplicateBranchId, field: 'data.branches.1.id', level: 'invalid', params: { id: 'if_refund' } },
      { key: messageKeys.reservedBranchId, field: 'data.branches.2.id', level: 'invalid', params: { id: 'else' } },
    ]);
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
