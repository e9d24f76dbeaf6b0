import type { DebugRun, WorkflowHierarchyWorkflow } from '../../../generated/model';

export type RecentDebugRun = DebugRun & { workflowName: string };

/**
 * The newest debug runs across workflows, up to `limit`: the contract lists debug runs per workflow only,
 * so the home reads the newest page of each recently edited workflow and merges them.
 */
export function recentDebugRuns(workflows: WorkflowHierarchyWorkflow[], pages: Array<{ items: DebugRun[] } | undefined>, limit: number): RecentDebugRun[] {
  return workflows
    .flatMap((workflow, index) => (pages[index]?.items ?? []).map((run) => ({ ...run, workflowName: workflow.name })))
    .sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))
    .slice(0, limit);
}
