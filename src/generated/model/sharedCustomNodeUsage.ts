import type { SharedCustomNodeToolUse } from './sharedCustomNodeToolUse';
import type { SharedCustomNodeWorkflowUse } from './sharedCustomNodeWorkflowUse';

/**
 * Who uses a shared custom node or one of its configuration files, across the organization's projects: shown before unpublishing or deleting. Tools refer to the node only (never to a configuration file).
 */
export interface SharedCustomNodeUsage {
  /** @maxItems 1000 */
  workflows: SharedCustomNodeWorkflowUse[];
  /** @maxItems 1000 */
  tools: SharedCustomNodeToolUse[];
}
