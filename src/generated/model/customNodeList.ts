import type { CustomNodeSummary } from './customNodeSummary';
import type { PageMeta } from './pageMeta';

export type CustomNodeList = PageMeta & {
  /** @maxItems 100 */
  items: CustomNodeSummary[];
};
