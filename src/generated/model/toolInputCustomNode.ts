import type { Id } from './id';
import type { ToolDescription } from './toolDescription';
import type { ToolDisplayName } from './toolDisplayName';
import type { ToolJsonSchemaText } from './toolJsonSchemaText';
import type { ToolName } from './toolName';

/**
 * A tool that runs a custom node of the project ('Select custom node').
 */
export interface ToolInputCustomNode {
  name: ToolName;
  displayName: ToolDisplayName;
  description: ToolDescription;
  type: 'TOOL_TYPE_CUSTOM_NODE';
  inputSchema: ToolJsonSchemaText;
  outputSchema: ToolJsonSchemaText;
  customNodeId: Id;
}
