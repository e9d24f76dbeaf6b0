import type { Id } from './id';
import type { JobDatasetColumn } from './jobDatasetColumn';
import type { JobName } from './jobName';
import type { JobVariableName } from './jobVariableName';

/**
 * A new job. Name, dataset file, workflow and dataset column are required; the dataset file must be uploaded and have the column.
 */
export interface JobCreate {
  name: JobName;
  datasetFileId: Id;
  workflowId: Id;
  /**
     * The saved workflow version to run; 1 when absent.
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion?: number;
  datasetColumn: JobDatasetColumn;
  startNodeVariable?: JobVariableName;
  endNodeVariable?: JobVariableName;
}
