import type { PageMeta } from './pageMeta';
import type { ToolSourceOption } from './toolSourceOption';

export type ToolSourceList = PageMeta & {
  /** @maxItems 100 */
  items: ToolSourceOption[];
};
