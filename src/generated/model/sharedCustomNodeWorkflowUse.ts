import type { Id } from './id';
import type { SharedCustomNodeWorkflowUseNodesItem } from './sharedCustomNodeWorkflowUseNodesItem';

/**
 * A workflow whose graph has nodes that use the shared custom node (or the configuration file).
 */
export interface SharedCustomNodeWorkflowUse {
  projectId: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  projectName: string;
  workflowId: Id;
  /**
     * @minLength 1
     * @maxLength 100
     */
  workflowName: string;
  /**
     * The nodes of the workflow that use it (the first 50 in graph order).
     * @minItems 1
     * @maxItems 50
     */
  nodes: SharedCustomNodeWorkflowUseNodesItem[];
}
