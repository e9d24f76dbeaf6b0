import type { DatasetColumn } from './datasetColumn';
import type { Id } from './id';

/**
 * The columns of an uploaded dataset file (the job form's dataset column picker).
 */
export interface DatasetFileColumns {
  fileId: Id;
  /** @maxItems 1000 */
  columns: DatasetColumn[];
}
