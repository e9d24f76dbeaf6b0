/** The spec's messages and the upload limits of dataset files. */
export const datasetMessages = {
  fileNotFound: 'Dataset file not found',
  fileRequired: 'Please select a file',
  parseFailed: 'Failed to parse file',
  maxLabel: '10MB',
  /** A file that jobs run over cannot be deleted (409), naming those jobs (the Error schema's 2000 characters at most). */
  fileInUse: (jobNames: string[]) => `Cannot delete the dataset file because it is used by a job: ${jobNames.join(', ')}`.slice(0, 2000),
} as const;

/** Dataset uploads: at most 10MB, CSV/TSV/XLSX/JSONL. */
export const DATASET_MAX_BYTES = 10 * 1024 * 1024;
export const DATASET_EXTENSIONS = ['.csv', '.tsv', '.xlsx', '.jsonl'];
