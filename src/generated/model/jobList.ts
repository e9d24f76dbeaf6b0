import type { Job } from './job';
import type { PageMeta } from './pageMeta';

export type JobList = PageMeta & {
  /** @maxItems 100 */
  items: Job[];
};
