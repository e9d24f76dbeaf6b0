import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { supportTriageGraph } from '../../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../../test/i18n';
import type { GraphShape, NodeOfKind } from '../../model/graph-types';
import { messageKeys } from '../../model/messages';
import { createNode } from '../../model/node-registry';
import { canSave, validateGraph, validateNode, type GraphIssue } from '../../model/validation';

const en = createTestI18n('en');
function nodeOf<K extends GraphNode['kind']>(graph: GraphShape, kind: K): NodeOfKind<K> {
  return graph.nodes.find((n) => n.kind === kind) as NodeOfKind<K>;
}
const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

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
    expect(limitIssues(validateGraph(graph, { models }))).toEqual([
      { key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 128000 } },
    ]);
  });

  it('the same node objects are checked again against another models list (the per-node cache holds only their own issues)', () => {
    const graph = withLlm(supportTriageGraph(), { modelId: 'gpt-4o', maxTokens: 8000 });
    expect(validateGraph(graph, { models })).toEqual([]);
    const smaller = [{ id: 'gpt-4o', maxTokens: 4096 }];
    expect(limitIssues(validateGraph(graph, { models: smaller }))).toEqual([
      { key: messageKeys.outOfRange, field: 'data.maxTokens', level: 'invalid', params: { min: 1, max: 4096 } },
    ]);
    expect(validateGraph(graph, { models })).toEqual([]);
    expect(validateGraph(graph)).toEqual([]);
  });
});
