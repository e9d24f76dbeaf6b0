import type { ToolInputCustomNode } from './toolInputCustomNode';
import type { ToolInputSharedCustomNode } from './toolInputSharedCustomNode';
import type { ToolInputWorkflow } from './toolInputWorkflow';

/**
 * The tool dialog's fields (create, and edit: the whole tool is sent). The source fields depend on `type`: `workflowId` + `apiVersionId`, or `customNodeId`, or `sharedCustomNodeId`; a missing one answers 400 'Select {label}' naming the field.
 */
export type ToolInput = ToolInputWorkflow | ToolInputCustomNode | ToolInputSharedCustomNode;
