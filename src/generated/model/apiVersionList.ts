import type { ApiVersion } from './apiVersion';
import type { PageMeta } from './pageMeta';

export type ApiVersionList = PageMeta & {
  /** @maxItems 100 */
  items: ApiVersion[];
};
