
/**
 * The state of one dataset row within an execution.
 */
export type JobRowStatus = typeof JobRowStatus[keyof typeof JobRowStatus];


export const JobRowStatus = {
  JOB_ROW_STATUS_PENDING: 'JOB_ROW_STATUS_PENDING',
  JOB_ROW_STATUS_SUCCESS: 'JOB_ROW_STATUS_SUCCESS',
  JOB_ROW_STATUS_FAILURE: 'JOB_ROW_STATUS_FAILURE',
  JOB_ROW_STATUS_CANCELED: 'JOB_ROW_STATUS_CANCELED',
} as const;
