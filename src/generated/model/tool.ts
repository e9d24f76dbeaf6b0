import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { ToolDescription } from './toolDescription';
import type { ToolDisplayName } from './toolDisplayName';
import type { ToolJsonSchemaText } from './toolJsonSchemaText';
import type { ToolName } from './toolName';
import type { ToolSource } from './toolSource';
import type { ToolType } from './toolType';
import type { UserRef } from './userRef';

/**
 * A tool of the project that agents can call.
 */
export interface Tool {
  id: Id;
  name: ToolName;
  displayName: ToolDisplayName;
  description: ToolDescription;
  type: ToolType;
  inputSchema: ToolJsonSchemaText;
  outputSchema: ToolJsonSchemaText;
  source: ToolSource;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
