import type { FolderPath } from './folderPath';
import type { Id } from './id';
import type { WorkflowName } from './workflowName';
import type { WorkflowVariable } from './workflowVariable';
import type { WorkflowVersionSummary } from './workflowVersionSummary';

/**
 * A workflow as pickers (jobs, tools, the workflow node) show it: its API versions and the variables of its start and end nodes.
 */
export interface WorkflowForSelection {
  id: Id;
  name: WorkflowName;
  folderPath: FolderPath;
  published: boolean;
  /**
     * Its published API versions, newest first.
     * @maxItems 100
     */
  versions: WorkflowVersionSummary[];
  /** @maxItems 100 */
  startVariables: WorkflowVariable[];
  /** @maxItems 100 */
  endVariables: WorkflowVariable[];
}
