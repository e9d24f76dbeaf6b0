import type { WorkflowFolder } from './workflowFolder';
import type { WorkflowHierarchyWorkflow } from './workflowHierarchyWorkflow';

/**
 * The project's whole folder tree for the hierarchy view, flat: every folder with its parentId and every workflow with its folderId (absent = at the root). The client builds the tree.
 */
export interface WorkflowHierarchy {
  /** @maxItems 1000 */
  folders: WorkflowFolder[];
  /** @maxItems 5000 */
  workflows: WorkflowHierarchyWorkflow[];
}
