import type { Id } from './id';
import type { JobDatasetColumn } from './jobDatasetColumn';
import type { JobName } from './jobName';
import type { JobVariableName } from './jobVariableName';

/**
 * Changes the given fields only (the same rules as on create).
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
  startNodeVariable?: JobVariableName;
  endNodeVariable?: JobVariableName;
}
