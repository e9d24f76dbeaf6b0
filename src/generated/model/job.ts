import type { Id } from './id';
import type { JobDatasetColumn } from './jobDatasetColumn';
import type { JobExecutionSummary } from './jobExecutionSummary';
import type { JobName } from './jobName';
import type { JobVariableName } from './jobVariableName';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

export interface Job {
  id: Id;
  name: JobName;
  datasetFileId: Id;
  /** @maxLength 255 */
  datasetFileName: string;
  workflowId: Id;
  /** @maxLength 100 */
  workflowName: string;
  /**
     * @minimum 1
     * @maximum 100000
     */
  workflowVersion: number;
  datasetColumn: JobDatasetColumn;
  startNodeVariable?: JobVariableName;
  endNodeVariable?: JobVariableName;
  lastExecution?: JobExecutionSummary;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
