import type { Id } from './id';
import type { ToolDescription } from './toolDescription';
import type { ToolDisplayName } from './toolDisplayName';
import type { ToolJsonSchemaText } from './toolJsonSchemaText';
import type { ToolName } from './toolName';

/**
 * A tool that runs a shared custom node published by an administrator ('Select shared custom node').
 */
export interface ToolInputSharedCustomNode {
  name: ToolName;
  displayName: ToolDisplayName;
  description: ToolDescription;
  type: 'TOOL_TYPE_SHARED_CUSTOM_NODE';
  inputSchema: ToolJsonSchemaText;
  outputSchema: ToolJsonSchemaText;
  sharedCustomNodeId: Id;
}
