
/**
 * How far one file of an index has come in the current build: `INDEX_FILE_STAGE_WAITING` (the file is not uploaded yet) → `INDEX_FILE_STAGE_UPLOADED` → `INDEX_FILE_STAGE_CHUNKED` → `INDEX_FILE_STAGE_EMBEDDED` → `INDEX_FILE_STAGE_SEARCHABLE`; `INDEX_FILE_STAGE_FAILED` when the file could not be used (see `statusMessage`).
 */
export type KnowledgeIndexFileStage = typeof KnowledgeIndexFileStage[keyof typeof KnowledgeIndexFileStage];


export const KnowledgeIndexFileStage = {
  INDEX_FILE_STAGE_WAITING: 'INDEX_FILE_STAGE_WAITING',
  INDEX_FILE_STAGE_UPLOADED: 'INDEX_FILE_STAGE_UPLOADED',
  INDEX_FILE_STAGE_CHUNKED: 'INDEX_FILE_STAGE_CHUNKED',
  INDEX_FILE_STAGE_EMBEDDED: 'INDEX_FILE_STAGE_EMBEDDED',
  INDEX_FILE_STAGE_SEARCHABLE: 'INDEX_FILE_STAGE_SEARCHABLE',
  INDEX_FILE_STAGE_FAILED: 'INDEX_FILE_STAGE_FAILED',
} as const;
