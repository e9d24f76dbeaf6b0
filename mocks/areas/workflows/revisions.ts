/**
 * Saved revisions of workflow graphs: every save (saveWorkflowGraph, restoreWorkflowRevision) records one,
 * with who, when and what changed against the graph it replaced. Retention as the contract states it
 * (listWorkflowRevisions): the latest REVISION_RETENTION revisions of a workflow are kept; older ones are
 * pruned, the oldest first, unless named or run by an API version.
 */
import type {
  UserRef,
  WorkflowGraph,
  WorkflowRevision,
  WorkflowRevisionDetail,
  WorkflowRevisionRestoredFrom,
  WorkflowRevisionSummary,
} from '../../../src/generated/model';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { apiVersionsOf } from './api-versions';
import { pastGraphs } from './revision-seed';
import { EMPTY_GRAPH, summarize, type GraphContent } from './revision-summary';
import { whenWorkflowsRemoved, workflowGraphs, workflows, type GraphRow } from './table';

/** The contract's bound (listWorkflowRevisions): the latest 200 revisions of each workflow are kept. */
export const REVISION_RETENTION = 200;

export const revisionMessages = {
  revisionNotFound: 'Revision not found',
  revisionNameTaken: 'A revision with this name already exists',
  invalidRevision: 'Invalid revision',
} as const;

/** A revision row's id is `<workflowId>@<revision>`. */
export type RevisionRow = Omit<WorkflowRevision, 'apiVersions'> &
  GraphContent & {
    id: string;
    projectId: string;
  };

const idOf = (workflowId: string, revision: number) => `${workflowId}@${revision}`;

function seedRevisions(): RevisionRow[] {
  const rows: RevisionRow[] = [];
  for (const graph of workflowGraphs.all()) {
    if (graph.revision < 1) continue;
    const { first, graphs, before } = pastGraphs(graph, graph.revision);
    const created = Date.parse(workflows.find(graph.workflowId)?.createdAt ?? graph.updatedAt);
    const updated = Date.parse(graph.updatedAt);
    const span = graph.revision - first || 1;
    let previous = before ?? EMPTY_GRAPH;
    graphs.forEach((content, index) => {
      const revision = first + index;
      const isCurrent = revision === graph.revision;
      const savedAt = isCurrent ? graph.updatedAt : new Date(created + ((updated - created) * index) / span).toISOString();
      const savedBy: UserRef = isCurrent && graph.updatedBy ? graph.updatedBy : { ...PEOPLE[(revision + graph.workflowId.length) % PEOPLE.length]! };
      rows.unshift({
        id: idOf(graph.workflowId, revision),
        projectId: graph.projectId,
        workflowId: graph.workflowId,
        revision,
        savedAt,
        savedBy,
        summary: summarize(previous, content),
        nodes: content.nodes,
        edges: content.edges,
        ...SEED_NAMES[idOf(graph.workflowId, revision)],
      });
      previous = content;
    });
  }
  return rows;
}

/** Names and descriptions the seed gives (the rest are unnamed). */
const SEED_NAMES: Record<string, { name?: string; description?: string }> = {
  'wf_support_triage@3': { name: '初回公開', description: '問い合わせ本文からカテゴリと優先度を返す最初の版。' },
  'wf_support_triage@9': { name: 'Before the refund branch' },
  'wf_invoice_check@4': { name: 'Version 1 公開版', description: 'Checks an invoice against its purchase order.' },
};

export const workflowRevisions = defineTable<RevisionRow>('workflow-revisions', seedRevisions);

whenWorkflowsRemoved((ids) => workflowRevisions.removeWhere((row) => ids.has(row.workflowId)));

/** The workflow's kept revisions, newest first. */
export function revisionsOf(workflowId: string): RevisionRow[] {
  return workflowRevisions.where((row) => row.workflowId === workflowId).sort((a, b) => b.revision - a.revision);
}

export function revisionOf(workflowId: string, revision: number): RevisionRow {
  return workflowRevisions.get(idOf(workflowId, revision), revisionMessages.revisionNotFound);
}

/** Prunes the workflow's revisions beyond `keep` (the oldest first), sparing named ones and those an API version runs. */
export function pruneRevisions(workflowId: string, keep = REVISION_RETENTION): void {
  const running = new Set(apiVersionsOf(workflowId).map((version) => version.workflowVersion));
  const doomed = new Set(
    revisionsOf(workflowId)
      .slice(keep)
      .filter((row) => !row.name && !running.has(row.revision))
      .map((row) => row.id),
  );
  if (doomed.size) workflowRevisions.removeWhere((row) => doomed.has(row.id));
}

/** Records the save that made `saved` (replacing `before`), then prunes. */
export function recordRevision(before: GraphContent, saved: GraphRow, restoredFrom?: WorkflowRevisionRestoredFrom): RevisionRow {
  const summary: WorkflowRevisionSummary = summarize(before, saved);
  const row = workflowRevisions.insert({
    id: idOf(saved.workflowId, saved.revision),
    projectId: saved.projectId,
    workflowId: saved.workflowId,
    revision: saved.revision,
    savedAt: saved.updatedAt,
    savedBy: saved.updatedBy ?? { id: 'unknown', name: 'unknown' },
    summary,
    nodes: structuredClone(saved.nodes),
    edges: structuredClone(saved.edges),
    ...(restoredFrom ? { restoredFrom } : {}),
  });
  pruneRevisions(saved.workflowId);
  return row;
}

export function toRevision({ id: _id, projectId: _projectId, nodes: _nodes, edges: _edges, ...row }: RevisionRow): WorkflowRevision {
  return { ...row, apiVersions: apiVersionsOf(row.workflowId).filter((version) => version.workflowVersion === row.revision) };
}

export function toRevisionDetail(row: RevisionRow): WorkflowRevisionDetail {
  const graph: WorkflowGraph = {
    workflowId: row.workflowId,
    revision: row.revision,
    nodes: row.nodes,
    edges: row.edges,
    updatedAt: row.savedAt,
    updatedBy: row.savedBy,
  };
  return { ...toRevision(row), graph };
}

/** A path's revision: a positive int32, else a 400 (the gate checks string ids only). */
export function parseRevision(raw: unknown): number | undefined {
  const text = String(raw);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= 2147483647 ? value : undefined;
}
