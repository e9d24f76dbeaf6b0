import type { DatasetFile } from './datasetFile';
import type { PageMeta } from './pageMeta';

export type DatasetFileList = PageMeta & {
  /** @maxItems 100 */
  items: DatasetFile[];
};
