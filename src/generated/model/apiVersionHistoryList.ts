import type { ApiVersionHistoryEntry } from './apiVersionHistoryEntry';
import type { PageMeta } from './pageMeta';

export type ApiVersionHistoryList = PageMeta & {
  /** @maxItems 100 */
  items: ApiVersionHistoryEntry[];
};
