
/**
 * The state of a job execution (and of the job, through its last execution).
 */
export type JobStatus = typeof JobStatus[keyof typeof JobStatus];


export const JobStatus = {
  JOB_STATUS_PENDING: 'JOB_STATUS_PENDING',
  JOB_STATUS_RUNNING: 'JOB_STATUS_RUNNING',
  JOB_STATUS_SUCCESS: 'JOB_STATUS_SUCCESS',
  JOB_STATUS_FAILURE: 'JOB_STATUS_FAILURE',
  JOB_STATUS_CANCELED: 'JOB_STATUS_CANCELED',
} as const;
