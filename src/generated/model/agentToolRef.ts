import type { Id } from './id';
import type { ToolDisplayName } from './toolDisplayName';
import type { ToolName } from './toolName';
import type { ToolType } from './toolType';

/**
 * A tool of an agent, with the names the studio shows.
 */
export interface AgentToolRef {
  id: Id;
  name: ToolName;
  displayName: ToolDisplayName;
  type: ToolType;
}
