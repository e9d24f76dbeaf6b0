import type { ToolSourceApiVersionIdParameter } from './toolSourceApiVersionIdParameter';
import type { ToolSourceTypeParameter } from './toolSourceTypeParameter';

export type GetToolSourceSignatureParams = {
/**
 * What the tool runs: TOOL_TYPE_WORKFLOW a published workflow (at one API version), TOOL_TYPE_CUSTOM_NODE a custom node of the project, TOOL_TYPE_SHARED_CUSTOM_NODE a custom node published by an administrator.
 */
type: ToolSourceTypeParameter;
/**
 * An opaque identifier.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
apiVersionId?: ToolSourceApiVersionIdParameter;
};
