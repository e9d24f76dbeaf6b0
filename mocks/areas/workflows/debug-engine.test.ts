import { describe, expect, it } from 'vitest';
import type { DebugValue, NodeKind } from '../../../src/generated/model';
import { KNOWLEDGE_INDEX, WORKFLOW } from '../../fixtures/ids';
import { debugMessages, estimateTokens, NODE_DURATION_MS, planDurationMs, planRun } from './debug-engine';
import { invoiceCheckGraph, manualSearchGraph, simpleLlmGraph, supportTriageGraph, type GraphShape } from './seed-graphs';
import { llmModels } from './table';

const modelOf = (id: string) => llmModels.find(id);
const startInputs = (graph: GraphShape): DebugValue[] => {
  const start = graph.nodes.find((node) => node.kind === 'NODE_KIND_START');
  return start?.kind === 'NODE_KIND_START' ? start.data.inputVariables.map((v) => ({ name: v.name, value: v.debugValue ?? '' })) : [];
};
const plan = (graph: GraphShape, failNodes: string[] = []) => planRun(graph, startInputs(graph), modelOf, { failNodes });
/** Between them the seeded graphs hold every node kind. */
const GRAPHS = [supportTriageGraph(), invoiceCheckGraph(), manualSearchGraph()];

describe('debug engine: durations and token usage', () => {
  it('times every kind by its own range, the same run always the same', () => {
    const kinds = new Set<NodeKind>();
    for (const graph of GRAPHS) {
      const planned = plan(graph);
      expect(planned.some((p) => p.error)).toBe(false);
      expect(plan(graph)).toEqual(planned);
      for (const node of planned) {
        kinds.add(node.kind);
        if (node.kind === 'NODE_KIND_LLM') {
          expect(node.durationMs, node.nodeId).toBeGreaterThanOrEqual(1000);
          expect(node.durationMs, node.nodeId).toBeLessThanOrEqual(3000);
        } else {
          const { base, spread } = NODE_DURATION_MS[node.kind];
          expect(node.durationMs, node.nodeId).toBeGreaterThanOrEqual(base);
          expect(node.durationMs, node.nodeId).toBeLessThanOrEqual(base + spread);
        }
      }
      expect(planDurationMs(planned)).toBeLessThan(5000);
    }
    expect(kinds.size).toBe(9);
  });

  it('counts tokens from the prompt and the answer; an LLM call stays within 1–3 s however long', () => {
    expect(estimateTokens('abcd'.repeat(10))).toBe(10);
    expect(estimateTokens('あ'.repeat(30))).toBe(20);
    const [, short] = plan(simpleLlmGraph('要約してください'));
    const [, long] = plan(simpleLlmGraph(`要約してください。${'長い議事録の本文です。'.repeat(400)}`));
    expect(short!.usage!.promptTokens).toBeGreaterThanOrEqual(20);
    expect(long!.usage!.promptTokens).toBeGreaterThan(2500);
    expect(short!.usage!.totalTokens).toBe(short!.usage!.promptTokens + short!.usage!.completionTokens);
    expect(short!.durationMs).toBeGreaterThanOrEqual(1000);
    expect(long!.durationMs).toBe(3000);
    expect(
      plan(supportTriageGraph())
        .filter((p) => p.usage)
        .map((p) => p.kind),
    ).toEqual(['NODE_KIND_LLM']);
  });
});

describe('debug engine: nodes the scenario fails', () => {
  const failures: Record<NodeKind, string> = {
    NODE_KIND_START: 'Input variables could not be read',
    NODE_KIND_END: 'Output variables could not be resolved',
    NODE_KIND_IF_ELSE: 'Conditions could not be evaluated',
    NODE_KIND_LLM: debugMessages.modelUnavailable,
    NODE_KIND_KNOWLEDGE: `Knowledge search failed: index ${KNOWLEDGE_INDEX.faq} did not answer`,
    NODE_KIND_DATABASE: 'ORA-12170: TNS:Connect timeout occurred',
    NODE_KIND_WORKFLOW: `Called workflow ${WORKFLOW.faqAnswer} (v1) failed`,
    NODE_KIND_CUSTOM_NODE: 'Custom node exited with an error (exit code 1)',
    NODE_KIND_SHARED_CUSTOM_NODE: 'Custom node exited with an error (exit code 1)',
  };

  it.each(Object.entries(failures) as Array<[NodeKind, string]>)('%s fails with a plan ending on it', (kind, message) => {
    const graph = GRAPHS.find((g) => g.nodes.some((n) => n.kind === kind))!;
    const passing = plan(graph);
    const failing = plan(graph, [kind]);
    const last = failing.at(-1)!;
    expect(last.kind).toBe(kind);
    expect(failing).toHaveLength(passing.findIndex((p) => p.kind === kind) + 1);
    expect(last.error).toBe(message);
    expect(last.outputs).toEqual([]);
    expect(last.usage).toBeUndefined();
    expect(last.logs.at(-1)!.level).toBe('DEBUG_LOG_LEVEL_ERROR');
    expect(last.logs.filter((l) => l.level === 'DEBUG_LOG_LEVEL_ERROR')).toHaveLength(1);
    // A failure comes sooner than the work would have taken.
    expect(last.durationMs).toBeLessThan(passing.find((p) => p.kind === kind)!.durationMs);
  });

  it('fails the node named by id only, and an LLM node with the model message in its log', () => {
    const failing = plan(supportTriageGraph(), ['llm_1']);
    expect(failing.map((p) => p.nodeId)).toEqual(['start', 'knowledge_1', 'llm_1']);
    expect(failing[2]!.logs.map((l) => l.message)).toEqual([
      expect.stringMatching(/^Calling GPT-4o .* prompt tokens$/),
      'Model gpt-4o: Model selection is temporarily unavailable.',
    ]);
    expect(plan(supportTriageGraph(), ['llm_2', 'NODE_KIND_WORKFLOW']).some((p) => p.error)).toBe(false);
  });
});
