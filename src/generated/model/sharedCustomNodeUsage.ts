import type { SharedCustomNodeToolUse } from './sharedCustomNodeToolUse';
import type { SharedCustomNodeWorkflowUse } from './sharedCustomNodeWorkflowUse';

/**
 * Who uses a shared custom node or one of its configuration files, across the organization's projects: shown before unpublishing or deleting. Tools refer to the node only (never to a configuration file).
 */
export interface SharedCustomNodeUsage {
  /**
     * The first 100 workflows by project and workflow name.
     * @maxItems 100
     */
  workflows: SharedCustomNodeWorkflowUse[];
  /**
     * The first 100 tools by project.
     * @maxItems 100
     */
  tools: SharedCustomNodeToolUse[];
}
