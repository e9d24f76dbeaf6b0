
/**
 * DATASET_FILE_STATUS_BEFORE_UPLOAD a registered file whose content is not uploaded yet ('Before Upload'), DATASET_FILE_STATUS_UPLOADING content arriving, DATASET_FILE_STATUS_UPLOADED ready for jobs, DATASET_FILE_STATUS_FAILED the content could not be read ('Failed to parse file').
 */
export type DatasetFileStatus = typeof DatasetFileStatus[keyof typeof DatasetFileStatus];


export const DatasetFileStatus = {
  DATASET_FILE_STATUS_BEFORE_UPLOAD: 'DATASET_FILE_STATUS_BEFORE_UPLOAD',
  DATASET_FILE_STATUS_UPLOADING: 'DATASET_FILE_STATUS_UPLOADING',
  DATASET_FILE_STATUS_UPLOADED: 'DATASET_FILE_STATUS_UPLOADED',
  DATASET_FILE_STATUS_FAILED: 'DATASET_FILE_STATUS_FAILED',
} as const;
