import type { JobExecution } from './jobExecution';
import type { PageMeta } from './pageMeta';

export type JobExecutionList = PageMeta & {
  /** @maxItems 100 */
  items: JobExecution[];
};
