/** The spec's messages of batch jobs (§5, §8). */
export const jobMessages = {
  jobNotFound: 'Job not found',
  nameRequired: 'Please enter a job name',
  datasetRequired: 'Please select a dataset',
  workflowRequired: 'Please select a workflow',
  workflowNotFound: 'The workflow was not found in this project',
  datasetColumnRequired: 'Please select a dataset column',
  datasetFileNotFound: 'Dataset file not found',
  datasetNotUploaded: 'The dataset file is not uploaded yet',
  datasetColumnMissing: 'The dataset column does not exist in the dataset file',
  cannotDeleteRunningJobs: 'Cannot delete running or pending jobs',
  executionNotFound: 'Execution not found for job',
  alreadyRunning: 'The job is already running',
  datasetGone: 'The dataset file of this job no longer exists',
  alreadyFinished: 'The execution has already finished',
  emptyInput: 'Input value is empty',
} as const;
