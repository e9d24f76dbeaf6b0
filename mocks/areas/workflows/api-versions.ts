/**
 * A workflow's API versions as the workflows area answers them (the list's latest version and published
 * flag, the pickers' versions): read from the workflow APIs' own store, the one place a version lives, so a
 * version published, unpublished or created shows in the workflow list and the pickers at once.
 */
import type { WorkflowVersionSummary } from '../../../src/generated/model';
import { apiVersions } from '../workflow-apis/table';

/** The workflow's API versions, newest first. */
export function apiVersionsOf(workflowId: string): WorkflowVersionSummary[] {
  return apiVersions
    .where((row) => row.workflowId === workflowId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((row) => ({ id: row.id, name: row.versionName, status: row.status, workflowVersion: row.workflowVersion, createdAt: row.createdAt }));
}
