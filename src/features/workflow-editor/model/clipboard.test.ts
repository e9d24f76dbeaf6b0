import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../generated/model';
import { simpleLlmGraph, supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../test/i18n';
import { copyNodes, parseClipboard, pasteNodes, serializeClipboard, type ClipboardPayload } from './clipboard';
import type { NodeOfKind } from './graph-types';
import { seededRandom } from './ids';
import { validateGraph } from './validation';

function copied(ids: string[]): ClipboardPayload {
  const result = copyNodes(supportTriageGraph(), ids, 'wf_support');
  if (!result.ok) throw new Error('copy failed');
  return result.payload;
}

describe('copy', () => {
  it("says 'Copy failed' when nothing (or only the start node) is selected", () => {
    const en = createTestI18n('en');
    for (const selection of [[], ['start'], ['ghost']]) {
      const result = copyNodes(supportTriageGraph(), selection);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(en.t(result.titleKey)).toBe('Copy failed');
        expect(en.t(result.descriptionKey)).toBe('Select a node and try again.');
      }
    }
  });

  it('takes the selected nodes and only the edges between them, as a detached copy', () => {
    const graph = supportTriageGraph();
    const result = copyNodes(graph, ['llm_1', 'if_1', 'db_1', 'start']);
    expect(result.ok && result.payload.nodes.map((n) => n.id)).toEqual(['llm_1', 'if_1', 'db_1']);
    expect(result.ok && result.payload.edges.map((e) => e.id)).toEqual(['e_llm_1_if_1', 'e_if_1_db_1_if_refund']);
    if (result.ok) result.payload.nodes[0]!.position.x = -1;
    expect(graph.nodes[2]!.position.x).toBe(560);
  });

  it('round-trips through text and refuses other clipboard contents', () => {
    const payload = copied(['llm_1', 'if_1']);
    expect(parseClipboard(serializeClipboard(payload))).toEqual(payload);
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"format":"other","version":1,"nodes":[],"edges":[]}')).toBeNull();
    expect(parseClipboard(serializeClipboard({ ...payload, nodes: [] }))).toBeNull();
    expect(parseClipboard(serializeClipboard({ ...payload, nodes: [{ ...payload.nodes[0]!, kind: 'NODE_KIND_PYTHON' } as unknown as GraphNode] }))).toBeNull();
  });
});

describe('paste', () => {
  it('within the workflow: new ids, edges and references re-pointed, positions offset, still valid', () => {
    const graph = supportTriageGraph();
    const payload = copied(['knowledge_1', 'llm_1']);
    const { graph: pasted, pastedIds } = pasteNodes(graph, payload, { random: seededRandom(7) });
    expect(pasted.nodes).toHaveLength(graph.nodes.length + 2);
    expect(pastedIds.map((id) => id.split('_')[0])).toEqual(['knowledge', 'llm']);
    const [knowledge, llm] = pastedIds.map((id) => pasted.nodes.find((n) => n.id === id)!) as [NodeOfKind<'NODE_KIND_KNOWLEDGE'>, NodeOfKind<'NODE_KIND_LLM'>];
    expect(llm.position).toEqual({ x: 600, y: 280 });
    expect(llm.data.prompt).toContain(`{{${knowledge.id}.documents}}`);
    expect(llm.data.prompt).toContain('{{start.inquiry}}');
    expect(knowledge.data.query).toBe('{{start.inquiry}}');
    const newEdges = pasted.edges.slice(graph.edges.length);
    expect(newEdges).toEqual([{ id: expect.stringMatching(/^e_/), source: knowledge.id, target: llm.id }]);
    // Once connected after the start node, the pasted pair is as valid as the original.
    const connected = { ...pasted, edges: [...pasted.edges, { id: 'e_new', source: 'start', target: knowledge.id }] };
    expect(validateGraph(connected).filter((i) => i.nodeId === knowledge.id || i.nodeId === llm.id)).toEqual([]);
  });

  it('pasting twice gives distinct ids; `at` places the copy at a point', () => {
    const graph = supportTriageGraph();
    const payload = copied(['if_1', 'db_1', 'end_refund']);
    const once = pasteNodes(graph, payload);
    const twice = pasteNodes(once.graph, payload, { at: { x: 0, y: 0 } });
    expect(new Set(twice.graph.nodes.map((n) => n.id)).size).toBe(twice.graph.nodes.length);
    expect(new Set(twice.graph.edges.map((e) => e.id)).size).toBe(twice.graph.edges.length);
    const positions = twice.pastedIds.map((id) => twice.graph.nodes.find((n) => n.id === id)!.position);
    expect(positions).toEqual([
      { x: 0, y: 100 },
      { x: 260, y: 0 },
      { x: 520, y: 0 },
    ]);
    const branchEdge = twice.graph.edges.find((e) => e.source === twice.pastedIds[0] && e.target === twice.pastedIds[1]);
    expect(branchEdge?.sourceHandle).toBe('if_refund');
  });

  it('across workflows: through the text form into another graph', () => {
    const text = serializeClipboard(copied(['llm_1', 'if_1']));
    const target = simpleLlmGraph('要約してください');
    const payload = parseClipboard(text)!;
    expect(payload.sourceWorkflowId).toBe('wf_support');
    const { graph, pastedIds } = pasteNodes(target, payload);
    expect(graph.nodes.map((n) => n.id).slice(0, target.nodes.length)).toEqual(target.nodes.map((n) => n.id));
    expect(pastedIds).toHaveLength(2);
    expect(pastedIds).not.toContain('llm_1');
    // References to nodes that did not come along stay as they were; validation flags what is missing.
    const issues = validateGraph(graph).filter((i) => i.nodeId === pastedIds[0] && i.key === 'editor:validation.referenceNodeNotFound');
    expect(issues.map((i) => i.params)).toEqual([{ id: 'knowledge_1' }]);
  });

  it('keeps positions inside the contract limits', () => {
    const payload = copied(['llm_1']);
    const { graph, pastedIds } = pasteNodes(supportTriageGraph(), payload, { at: { x: 200000, y: -200000 } });
    expect(graph.nodes.find((n) => n.id === pastedIds[0])!.position).toEqual({ x: 100000, y: -100000 });
  });
});
