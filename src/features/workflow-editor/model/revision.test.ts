import { describe, expect, it } from 'vitest';
import type { WorkflowGraph } from '../../../generated/model';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../test/i18n';
import type { GraphShape, NodeOfKind } from './graph-types';
import {
  conflictChoices,
  decideOnOpen,
  describeConflict,
  draftStorageKey,
  parseDraft,
  serializeDraft,
  toSaveBody,
  type LocalDraft,
} from './revision';

const llmOf = (graph: GraphShape) => graph.nodes.find((n) => n.id === 'llm_1') as NodeOfKind<'NODE_KIND_LLM'>;
const server = (graph: GraphShape, revision: number): WorkflowGraph => ({
  workflowId: 'wf_support',
  revision,
  ...graph,
  updatedAt: '2026-05-01T09:00:00Z',
  updatedBy: { id: 'u_sato', name: '佐藤 花子' },
});

function scenario() {
  const base = supportTriageGraph();
  const mine = supportTriageGraph();
  llmOf(mine).data.prompt = 'my prompt';
  const theirsGraph = supportTriageGraph();
  llmOf(theirsGraph).data.temperature = 1.2;
  return { base, mine, theirs: server(theirsGraph, 8) };
}

describe('conflict choices after a 409', () => {
  it('offers keep mine (rebased), take theirs and a merged copy, each keeping the other side', () => {
    const { base, mine, theirs } = scenario();
    const [keepMine, takeTheirs, merged] = conflictChoices({ base, mine, theirs });
    expect(keepMine!.id).toBe('keepMine');
    expect(keepMine!.save).toEqual({ baseRevision: 8, nodes: mine.nodes, edges: mine.edges });
    expect(llmOf(keepMine!.backup).data.temperature).toBe(1.2);
    expect(takeTheirs!.save).toBeNull();
    expect(llmOf(takeTheirs!.graph).data.temperature).toBe(1.2);
    expect(llmOf(takeTheirs!.backup).data.prompt).toBe('my prompt');
    expect(merged!.save?.baseRevision).toBe(8);
    expect(llmOf(merged!.graph).data).toMatchObject({ prompt: 'my prompt', temperature: 1.2 });
    expect(merged!.conflicts).toEqual([]);
    const en = createTestI18n('en');
    expect([keepMine, takeTheirs, merged].map((c) => en.t(c!.labelKey))).toEqual(['Keep mine', 'Take theirs', 'Merge both']);
  });

  it('without a base the merged copy keeps both versions of every node that differs', () => {
    const { mine, theirs } = scenario();
    const merged = conflictChoices({ base: null, mine, theirs })[2]!;
    expect(merged.conflicts.map((c) => [c.id, c.reason])).toEqual([['llm_1', 'bothAdded']]);
    expect(merged.graph.nodes).toHaveLength(mine.nodes.length + 1);
  });

  it('needs no save when the merge is their graph', () => {
    const base = supportTriageGraph();
    const theirs = server(supportTriageGraph(), 8);
    llmOf(theirs).data.prompt = 'theirs';
    expect(conflictChoices({ base, mine: base, theirs })[2]!.save).toBeNull();
  });

  it('describes who saved which revision', () => {
    const described = describeConflict({ code: 409, message: 'conflict', currentRevision: 8, updatedBy: { id: 'u_sato', name: '佐藤 花子' } });
    expect(createTestI18n('en').t(described.key, described.params)).toContain('佐藤 花子 saved this workflow (revision 8)');
    expect(describeConflict({ code: 409, message: 'conflict', currentRevision: 3 }).params.name).toBe('-');
  });
});

describe('local draft', () => {
  const draftOf = (graph: GraphShape, baseRevision: number, base = supportTriageGraph()): LocalDraft => ({
    workflowId: 'wf_support',
    baseRevision,
    base,
    draft: graph,
    savedAt: '2026-05-01T09:00:00Z',
  });

  it('round-trips through storage text and refuses corrupt or foreign drafts', () => {
    const { mine } = scenario();
    const draft = draftOf(mine, 7);
    expect(draftStorageKey('wf_support')).toBe('ais-workflow-draft:wf_support');
    expect(parseDraft(serializeDraft(draft), 'wf_support')).toEqual(draft);
    expect(parseDraft(serializeDraft(draft), 'wf_other')).toBeNull();
    expect(parseDraft('{"workflowId":"wf_support"', 'wf_support')).toBeNull();
    expect(parseDraft(null, 'wf_support')).toBeNull();
  });

  it('on open: no draft or an already-saved draft → server; same revision → restore; older → conflict', () => {
    const { base, mine, theirs } = scenario();
    expect(decideOnOpen(server(base, 7), null).use).toBe('server');
    expect(decideOnOpen(server(base, 7), draftOf(supportTriageGraph(), 7)).use).toBe('server');
    const restored = decideOnOpen(server(base, 7), draftOf(mine, 7));
    expect(restored.use === 'draft' && llmOf(restored.graph).data.prompt).toBe('my prompt');
    const conflict = decideOnOpen(theirs, draftOf(mine, 7, base));
    expect(conflict.use).toBe('conflict');
    if (conflict.use === 'conflict') {
      expect(conflict.revision).toBe(8);
      expect(llmOf(conflict.choices[2]!.graph).data).toMatchObject({ prompt: 'my prompt', temperature: 1.2 });
    }
  });

  it('builds the save body with the base revision', () => {
    const graph = supportTriageGraph();
    expect(toSaveBody(graph, 7)).toEqual({ baseRevision: 7, nodes: graph.nodes, edges: graph.edges });
  });
});
