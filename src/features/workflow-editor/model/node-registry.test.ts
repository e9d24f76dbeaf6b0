import { describe, expect, it } from 'vitest';
import { IfElseOperator, NodeKind, type GraphNode } from '../../../generated/model';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { seededRandom } from './ids';
import {
  ELSE_HANDLE,
  NODE_KINDS,
  SYSTEM_VARIABLES,
  createNode,
  inputHandlesOf,
  isReservedVariableName,
  nodeRegistry,
  operatorTakesValue,
  outputHandlesOf,
  outputVariablesOf,
  sourceHandleOf,
} from './node-registry';
import { nodeSchemaFor } from './validation';

const at = { x: 100, y: 200 };

describe('node registry', () => {
  it('covers the nine kinds with distinct id prefixes and label keys', () => {
    expect(NODE_KINDS).toHaveLength(9);
    expect(new Set(NODE_KINDS)).toEqual(new Set(Object.values(NodeKind)));
    expect(new Set(NODE_KINDS.map((k) => nodeRegistry[k].idPrefix)).size).toBe(9);
    for (const kind of NODE_KINDS) expect(nodeRegistry[kind].labelKey).toMatch(/^editor:nodeKind\./);
    expect(NODE_KINDS.filter((k) => nodeRegistry[k].inPalette)).not.toContain('NODE_KIND_START');
  });

  it('creates nodes with fresh ids that avoid the taken ones, at the given position', () => {
    const random = seededRandom(3);
    const taken = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const node = createNode('NODE_KIND_LLM', { position: at, takenIds: taken, random });
      expect(node.id).toMatch(/^llm_[0-9a-z]{8}$/);
      expect(taken.has(node.id)).toBe(false);
      taken.add(node.id);
    }
    const node = createNode('NODE_KIND_END', { position: at, takenIds: taken, title: '終了' });
    expect(node).toMatchObject({ kind: 'NODE_KIND_END', title: '終了', position: at, data: { outputVariables: [] } });
    expect(node.position).not.toBe(at);
  });

  it('uses the sample defaults: max tokens 1024, 3 documents, score 0.75', () => {
    const llm = createNode('NODE_KIND_LLM', { position: at, takenIds: new Set() });
    expect(llm.data).toMatchObject({ maxTokens: 1024, temperature: 0.7, topP: 1, jsonMode: false, useContext: false, knowledge: [] });
    const knowledge = createNode('NODE_KIND_KNOWLEDGE', { position: at, takenIds: new Set() });
    expect(knowledge.data).toMatchObject({ numberOfDocuments: 3, minimumScore: 0.75 });
  });

  it('makes every kind in the contract shape; only the ids picked from lists start empty', () => {
    const expected: Record<string, string[]> = {
      NODE_KIND_START: [],
      NODE_KIND_END: [],
      NODE_KIND_LLM: ['data.modelId'],
      NODE_KIND_KNOWLEDGE: ['data.indexId'],
      NODE_KIND_DATABASE: ['data.connectionId', 'data.query'],
      NODE_KIND_IF_ELSE: [],
      NODE_KIND_WORKFLOW: ['data.workflowId', 'data.version'],
      NODE_KIND_CUSTOM_NODE: ['data.customNodeId'],
      NODE_KIND_SHARED_CUSTOM_NODE: ['data.sharedCustomNodeId'],
    };
    for (const kind of NODE_KINDS) {
      const result = nodeSchemaFor(kind).safeParse(createNode(kind, { position: at, takenIds: new Set() }));
      const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
      expect([...new Set(fields)], kind).toEqual(expected[kind]);
    }
  });

  it('start exposes the system variables and its inputs; system variables are reserved names', () => {
    const start = supportTriageGraph().nodes[0]!;
    const vars = outputVariablesOf(start);
    expect(vars.filter((v) => v.source === 'system').map((v) => v.name)).toEqual([...SYSTEM_VARIABLES]);
    expect(vars.filter((v) => v.source === 'input').map((v) => v.name)).toEqual(['inquiry', 'customerId']);
    for (const name of SYSTEM_VARIABLES) expect(isReservedVariableName(name)).toBe(true);
    expect(isReservedVariableName('SYS_anything')).toBe(true);
    expect(isReservedVariableName('system')).toBe(false);
  });

  it('names the outputs of every kind as the seed graphs refer to them', () => {
    const byId = new Map(supportTriageGraph().nodes.map((n) => [n.id, n] as const));
    const names = (id: string) => outputVariablesOf(byId.get(id)!).map((v) => v.name);
    expect(names('knowledge_1')).toEqual(['documents']);
    expect(names('llm_1')).toEqual(['answer']);
    expect(names('db_1')).toEqual(['order_status']);
    expect(names('if_1')).toEqual(['branch']);
    expect(names('end_general')).toEqual([]);
    const custom = createNode('NODE_KIND_CUSTOM_NODE', { position: at, takenIds: new Set() });
    expect(outputVariablesOf({ ...custom, data: { ...custom.data, variable: 'masked' } })).toEqual([{ name: 'masked', source: 'output' }]);
    expect(outputVariablesOf({ ...custom, data: { ...custom.data, variable: '' } })).toEqual([]);
  });

  it('gives if-else one output per branch plus else; start no input; end no output', () => {
    const graph = supportTriageGraph();
    const ifElse = graph.nodes.find((n) => n.kind === 'NODE_KIND_IF_ELSE') as Extract<GraphNode, { kind: 'NODE_KIND_IF_ELSE' }>;
    const twoBranches = { ...ifElse, data: { branches: [...ifElse.data.branches, { ...ifElse.data.branches[0]!, id: 'if_delivery' }] } };
    expect(outputHandlesOf(twoBranches)).toEqual([
      { id: 'if_refund', labelKey: 'editor:handle.if', labelParams: { index: 1 } },
      { id: 'if_delivery', labelKey: 'editor:handle.elseIf', labelParams: { index: 2 } },
      { id: ELSE_HANDLE, labelKey: 'editor:handle.else', labelParams: {} },
    ]);
    const start = graph.nodes[0]!;
    const end = graph.nodes.find((n) => n.kind === 'NODE_KIND_END')!;
    expect(inputHandlesOf(start)).toEqual([]);
    expect(outputHandlesOf(start)).toEqual([{ id: null, labelParams: {} }]);
    expect(outputHandlesOf(end)).toEqual([]);
    expect(inputHandlesOf(end)).toEqual([{ id: null, labelParams: {} }]);
    const newIf = createNode('NODE_KIND_IF_ELSE', { position: at, takenIds: new Set() });
    expect(newIf.data.branches).toHaveLength(1);
    expect(newIf.data.branches[0]!.id).not.toBe(ELSE_HANDLE);
  });

  it('reads an if-else edge without sourceHandle as its else edge', () => {
    const graph = supportTriageGraph();
    const ifElse = graph.nodes.find((n) => n.id === 'if_1');
    const llm = graph.nodes.find((n) => n.id === 'llm_1');
    expect(sourceHandleOf({ id: 'e', source: 'if_1', target: 'x' }, ifElse)).toBe('else');
    expect(sourceHandleOf({ id: 'e', source: 'if_1', target: 'x', sourceHandle: 'if_refund' }, ifElse)).toBe('if_refund');
    expect(sourceHandleOf({ id: 'e', source: 'llm_1', target: 'x' }, llm)).toBeNull();
  });

  it('if-else: only is empty / is not empty compare with no value', () => {
    const withoutValue = Object.values(IfElseOperator).filter((operator) => !operatorTakesValue(operator));
    expect(withoutValue).toEqual([IfElseOperator.IF_ELSE_OPERATOR_IS_EMPTY, IfElseOperator.IF_ELSE_OPERATOR_IS_NOT_EMPTY]);
  });
});
