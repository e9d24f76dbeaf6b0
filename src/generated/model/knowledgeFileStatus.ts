
/**
 * `FILE_STATUS_NOT_YET`: registered, content not uploaded (shown as 'not yet'); `FILE_STATUS_UPLOADING`: being received and processed; `FILE_STATUS_UPLOADED`: usable by indexes; `FILE_STATUS_FAILED`: the upload failed ('Upload failed').
 */
export type KnowledgeFileStatus = typeof KnowledgeFileStatus[keyof typeof KnowledgeFileStatus];


export const KnowledgeFileStatus = {
  FILE_STATUS_NOT_YET: 'FILE_STATUS_NOT_YET',
  FILE_STATUS_UPLOADING: 'FILE_STATUS_UPLOADING',
  FILE_STATUS_UPLOADED: 'FILE_STATUS_UPLOADED',
  FILE_STATUS_FAILED: 'FILE_STATUS_FAILED',
} as const;
