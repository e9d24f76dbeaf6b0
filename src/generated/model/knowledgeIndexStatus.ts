
/**
 * Where the index's build is. `INDEX_STATUS_WAITING`: waits for one of its files to finish uploading; `INDEX_STATUS_PENDING`: queued; `INDEX_STATUS_PROGRESS`: being built (an index that is pending or in progress cannot be edited: 409 'Cannot edit the index because its status is processing'); `INDEX_STATUS_SUCCESS`: searchable; `INDEX_STATUS_FAILED`: the build failed (see `statusMessage`).
 */
export type KnowledgeIndexStatus = typeof KnowledgeIndexStatus[keyof typeof KnowledgeIndexStatus];


export const KnowledgeIndexStatus = {
  INDEX_STATUS_PENDING: 'INDEX_STATUS_PENDING',
  INDEX_STATUS_PROGRESS: 'INDEX_STATUS_PROGRESS',
  INDEX_STATUS_SUCCESS: 'INDEX_STATUS_SUCCESS',
  INDEX_STATUS_FAILED: 'INDEX_STATUS_FAILED',
  INDEX_STATUS_WAITING: 'INDEX_STATUS_WAITING',
} as const;
