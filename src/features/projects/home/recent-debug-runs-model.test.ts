import { describe, expect, it } from 'vitest';
import type { DebugRun, WorkflowHierarchyWorkflow } from '../../../generated/model';
import { recentDebugRuns } from './recent-debug-runs-model';

const workflow = (id: string, name: string) => ({ id, name }) as WorkflowHierarchyWorkflow;
const run = (id: string, startedAt: string) => ({ id, startedAt }) as DebugRun;

describe('recentDebugRuns', () => {
  it('merges the workflows’ newest runs, newest first, up to the limit, each with its workflow’s name', () => {
    const runs = recentDebugRuns(
      [workflow('a', 'FAQ'), workflow('b', '問い合わせ'), workflow('c', 'Never run')],
      [{ items: [run('a1', '2026-11-20T10:00:00Z'), run('a2', '2026-11-01T10:00:00Z')] }, { items: [run('b1', '2026-11-25T09:00:00Z')] }, undefined],
      2,
    );
    expect(runs.map((r) => [r.id, r.workflowName])).toEqual([
      ['b1', '問い合わせ'],
      ['a1', 'FAQ'],
    ]);
  });

  it('is empty when no workflow has run', () => {
    expect(recentDebugRuns([workflow('a', 'FAQ')], [{ items: [] }], 5)).toEqual([]);
  });
});
