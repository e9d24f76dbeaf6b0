import { describe, expect, it } from 'vitest';
import type { WorkflowGraph } from '../../../generated/model';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../test/i18n';
import type { GraphShape, NodeOfKind } from './graph-types';
import {
  conflictChoices,
  decideOnOpen,
  describeConflict,
  fromStoredDraft,
  mayRemoveDraft,
  toSaveBody,
  toStoredDraft,
  unknownBase,
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
    expect(merged!.graph.nodes.map((n) => n.id)).toEqual(theirs.nodes.map((n) => n.id));
    expect(merged!.conflicts).toEqual([]);
    // Mine wins where both changed a field, so a merged copy sets theirs aside.
    expect(merged!.backup).toEqual({ nodes: theirs.nodes, edges: theirs.edges });
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
    const described = describeConflict({ code: 409, message: 'conflict', currentRevision: 8, updatedBy: { id: 'u_sato', name: '佐藤 花子' } }, 'Someone');
    expect(createTestI18n('en').t(described.key, described.params)).toContain('佐藤 花子 saved this workflow (revision 8)');
    expect(describeConflict({ code: 409, message: 'conflict', currentRevision: 3 }, 'Someone').params.name).toBe('Someone');
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
  /** Through storage text, as the editor writes and reads it. */
  const roundTrip = (draft: LocalDraft, workflowId = 'wf_support') => fromStoredDraft(JSON.parse(JSON.stringify(toStoredDraft(draft))), workflowId);
  const byId = (graph: GraphShape) => ({
    nodes: [...graph.nodes].sort((a, b) => a.id.localeCompare(b.id)),
    edges: [...graph.edges].sort((a, b) => a.id.localeCompare(b.id)),
  });

  it('keeps the base through storage, storing only where it differs from the draft', () => {
    const { base, mine } = scenario();
    mine.nodes = mine.nodes.filter((n) => n.id !== 'db_1');
    mine.edges = mine.edges.filter((e) => e.source !== 'db_1' && e.target !== 'db_1');
    mine.nodes.push({ id: 'end_mine', kind: 'NODE_KIND_END', position: { x: 0, y: 0 }, data: { outputVariables: [] } });
    const stored = toStoredDraft(draftOf(mine, 7, base));
    expect(stored.baseNodes.changed.map((n) => n.id).sort()).toEqual(['db_1', 'llm_1']);
    expect(stored.baseNodes.added).toEqual(['end_mine']);
    const restored = roundTrip(draftOf(mine, 7, base))!;
    expect(restored.draft).toEqual(mine);
    expect(byId(restored.base)).toEqual(byId(base));
  });

  it("refuses malformed or other workflows' drafts, and reads drafts stored before the base was kept", () => {
    const { mine } = scenario();
    expect(roundTrip(draftOf(mine, 7), 'wf_other')).toBeNull();
    expect(fromStoredDraft({ workflowId: 'wf_support' }, 'wf_support')).toBeNull();
    expect(fromStoredDraft(null, 'wf_support')).toBeNull();
    const old = fromStoredDraft({ baseRevision: 7, graph: mine, savedAt: '2026-05-01T09:00:00Z' }, 'wf_support');
    expect(old).toEqual({ workflowId: 'wf_support', baseRevision: 7, base: unknownBase, draft: mine, savedAt: '2026-05-01T09:00:00Z' });
  });

  it('on open: no draft or an already-saved draft → server; same revision → draft on the server graph; older → draft on its own base', () => {
    const { base, mine, theirs } = scenario();
    expect(decideOnOpen(server(base, 7), null)).toEqual({ graph: base, base, revision: 7, dirty: false });
    expect(decideOnOpen(server(base, 7), draftOf(supportTriageGraph(), 7)).dirty).toBe(false);
    expect(decideOnOpen(server(base, 7), draftOf(mine, 7, unknownBase))).toEqual({ graph: mine, base, revision: 7, dirty: true });
    const stale = decideOnOpen(theirs, draftOf(mine, 7, base));
    expect(stale).toEqual({ graph: mine, base, revision: 7, dirty: true });
    // Its save gets the 409; the merge then has the real base.
    const merged = conflictChoices({ base: stale.base, mine: stale.graph, theirs })[2]!;
    expect(llmOf(merged.graph).data).toMatchObject({ prompt: 'my prompt', temperature: 1.2 });
    expect(merged.graph.nodes).toHaveLength(theirs.nodes.length);
  });

  it('an old draft without a base merges as before: both versions of a node that differs', () => {
    const { mine, theirs } = scenario();
    const old = fromStoredDraft({ baseRevision: 7, graph: mine }, 'wf_support')!;
    const opened = decideOnOpen(theirs, old);
    expect(opened.base).toBe(unknownBase);
    const merged = conflictChoices({ base: opened.base, mine: opened.graph, theirs })[2]!;
    expect(merged.conflicts.map((c) => [c.id, c.reason])).toEqual([['llm_1', 'bothAdded']]);
  });

  it('keeps which tab wrote it; only that tab removes it, or any tab once the server holds that graph', () => {
    const { base, mine } = scenario();
    const written = roundTrip({ ...draftOf(mine, 7, base), writer: 'tab_a' })!;
    expect(written.writer).toBe('tab_a');
    expect(roundTrip(draftOf(mine, 7, base))).not.toHaveProperty('writer');
    expect(mayRemoveDraft(written, 'tab_a', base)).toBe(true);
    expect(mayRemoveDraft(written, 'tab_b', base)).toBe(false);
    expect(mayRemoveDraft(written, 'tab_b', mine)).toBe(true);
    // Drafts written before tabs were told apart are nobody's: kept until the server holds them.
    expect(mayRemoveDraft(roundTrip(draftOf(mine, 7, base)), 'tab_a', base)).toBe(false);
    expect(mayRemoveDraft(null, 'tab_a', base)).toBe(true);
  });

  it('builds the save body with the base revision', () => {
    const graph = supportTriageGraph();
    expect(toSaveBody(graph, 7)).toEqual({ baseRevision: 7, nodes: graph.nodes, edges: graph.edges });
  });
});
