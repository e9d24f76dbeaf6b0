import type { PageMeta } from './pageMeta';
import type { Tool } from './tool';

export type ToolList = PageMeta & {
  /** @maxItems 100 */
  items: Tool[];
};
