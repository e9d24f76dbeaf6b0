import type { Id } from './id';
import type { ToolDescription } from './toolDescription';
import type { ToolDisplayName } from './toolDisplayName';
import type { ToolJsonSchemaText } from './toolJsonSchemaText';
import type { ToolName } from './toolName';

/**
 * A tool that runs a published workflow at one API version ('Select workflow', 'Select API version').
 */
export interface ToolInputWorkflow {
  name: ToolName;
  displayName: ToolDisplayName;
  description: ToolDescription;
  type: 'TOOL_TYPE_WORKFLOW';
  inputSchema: ToolJsonSchemaText;
  outputSchema: ToolJsonSchemaText;
  workflowId: Id;
  apiVersionId: Id;
}
