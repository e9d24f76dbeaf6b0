import type { Workflow } from './workflow';
import type { WorkflowFolder } from './workflowFolder';

/**
 * An entry of a folder listing, a folder or a workflow (discriminated by itemType).
 */
export type WorkflowItem = WorkflowFolder | Workflow;
