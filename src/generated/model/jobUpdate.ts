import type { Id } from './id';
import type { JobDatasetColumn } from './jobDatasetColumn';
import type { JobName } from './jobName';
import type { JobVariableName } from './jobVariableName';

/**
 * Changes the given fields only (the same rules as on create); null clears a variable.
 */
export interface JobUpdate {
  name?: JobName;
  datasetFileId?: Id;
  workflowId?: Id;
  /**
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion?: number;
  datasetColumn?: JobDatasetColumn;
  /** The start node variable; null clears it (the workflow gets the value by its first input). */
  startNodeVariable?: JobVariableName | null;
  /** The end node variable; null clears it (the row's output is every output). */
  endNodeVariable?: JobVariableName | null;
}
