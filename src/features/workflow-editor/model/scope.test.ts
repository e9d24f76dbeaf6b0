import { describe, expect, it } from 'vitest';
import { invoiceCheckGraph, supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { SYSTEM_VARIABLES } from './node-registry';
import { createVariableScope, variablesInScope } from './scope';
import { generateGraph } from './testing/generate-graph';

const references = (graph: ReturnType<typeof supportTriageGraph>, nodeId: string) => variablesInScope(graph, nodeId).map((v) => v.reference);
const system = SYSTEM_VARIABLES.map((name) => `{{start.${name}}}`);

describe('variables in scope', () => {
  it('offers the start variables and the outputs of the ancestors, in running order', () => {
    const graph = supportTriageGraph();
    expect(references(graph, 'knowledge_1')).toEqual([...system, '{{start.inquiry}}', '{{start.customerId}}']);
    expect(references(graph, 'end_refund')).toEqual([
      ...system,
      '{{start.inquiry}}',
      '{{start.customerId}}',
      '{{knowledge_1.documents}}',
      '{{llm_1.answer}}',
      '{{if_1.branch}}',
      '{{db_1.order_status}}',
    ]);
  });

  it('leaves out the other branch of an if-else and the node itself', () => {
    const graph = supportTriageGraph();
    const atGeneral = references(graph, 'end_general');
    expect(atGeneral).not.toContain('{{db_1.order_status}}');
    expect(atGeneral).toContain('{{if_1.branch}}');
    expect(references(graph, 'db_1')).not.toContain('{{db_1.order_status}}');
  });

  it('describes each variable for the picker', () => {
    const [first] = variablesInScope(invoiceCheckGraph(), 'llm_1').filter((v) => v.nodeId === 'custom_1');
    expect(first).toEqual({
      nodeId: 'custom_1',
      nodeKind: 'NODE_KIND_CUSTOM_NODE',
      nodeTitle: 'Mask personal data',
      name: 'masked',
      source: 'output',
      reference: '{{custom_1.masked}}',
    });
    expect(variablesInScope(invoiceCheckGraph(), 'llm_1').find((v) => v.name === 'sys_user_id')?.source).toBe('system');
  });

  it('gives the start node nothing, unknown nodes nothing, a disconnected node the start variables', () => {
    const graph = supportTriageGraph();
    expect(references(graph, 'start')).toEqual([]);
    expect(references(graph, 'ghost')).toEqual([]);
    graph.edges = graph.edges.filter((e) => e.target !== 'llm_1');
    expect(references(graph, 'llm_1')).toEqual([...system, '{{start.inquiry}}', '{{start.customerId}}']);
  });

  it('terminates on loops', () => {
    const graph = supportTriageGraph();
    graph.edges.push({ id: 'e_loop', source: 'db_1', target: 'llm_1' });
    expect(references(graph, 'llm_1')).toEqual(expect.arrayContaining(['{{db_1.order_status}}', '{{if_1.branch}}', '{{knowledge_1.documents}}']));
  });

  it('answers on 3000 nodes fast, for one node and for every node of a built scope', () => {
    const graph = generateGraph(3000);
    variablesInScope(graph, 'n1500'); // warm the JIT: the editor asks many times per session
    let started = performance.now();
    const last = variablesInScope(graph, 'n2999');
    expect(performance.now() - started).toBeLessThan(100);
    expect(last.length).toBeGreaterThan(2000);
    expect(last[last.length - 1]!.nodeId).toBe('n2998');
    const scope = createVariableScope(graph);
    started = performance.now();
    for (let i = 2900; i < 3000; i += 1) scope.variablesAt(`n${i}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
