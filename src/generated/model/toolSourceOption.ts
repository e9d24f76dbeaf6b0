import type { Id } from './id';
import type { ToolSourceVersion } from './toolSourceVersion';
import type { ToolType } from './toolType';

/**
 * A candidate source for the tool dialog's picker: a published workflow (with its published API versions), a custom node of the project, or a shared custom node.
 */
export interface ToolSourceOption {
  type: ToolType;
  id: Id;
  /** @maxLength 200 */
  name: string;
  /**
     * The published API versions (workflows only; empty for custom nodes).
     * @maxItems 50
     */
  apiVersions: ToolSourceVersion[];
}
