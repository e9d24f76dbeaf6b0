/**
 * The states of knowledge indexes and files (§4): which are still moving (the lists poll while one is) and
 * the in-progress lock (an index pending or in progress cannot be edited, rebuilt or deleted). How each
 * looks: src/components/status-looks.ts.
 */
import { POLL_MS } from '../../components/data-table/poll-while';
import type { KnowledgeFile, KnowledgeIndex, KnowledgeIndexFileStage, KnowledgeIndexStatus } from '../../generated/model';

/** The stages a file of an index goes through, in order (FAILED apart). */
export const FILE_STAGES = [
  'INDEX_FILE_STAGE_WAITING',
  'INDEX_FILE_STAGE_UPLOADED',
  'INDEX_FILE_STAGE_CHUNKED',
  'INDEX_FILE_STAGE_EMBEDDED',
  'INDEX_FILE_STAGE_SEARCHABLE',
] as const satisfies readonly KnowledgeIndexFileStage[];

const MOVING_INDEX: KnowledgeIndexStatus[] = ['INDEX_STATUS_WAITING', 'INDEX_STATUS_PENDING', 'INDEX_STATUS_PROGRESS'];

/** Still moving: waiting for files, pending or in progress (the list polls). */
export const isIndexMoving = (index: Pick<KnowledgeIndex, 'status'>) => MOVING_INDEX.includes(index.status);

/** Pending or in progress: cannot be edited, rebuilt or deleted (§4). */
export const isIndexLocked = (index: Pick<KnowledgeIndex, 'status'>) => index.status === 'INDEX_STATUS_PENDING' || index.status === 'INDEX_STATUS_PROGRESS';

export const isFileMoving = (file: Pick<KnowledgeFile, 'status'>) => file.status === 'FILE_STATUS_UPLOADING';

/**
 * Whether a file of an index has not moved for longer than the server expected (`expectedNextAt` is
 * past, with a grace of one poll), so the screen can say so instead of spinning forever.
 */
export function isStalled(progress: { expectedNextAt?: string | undefined; stage: KnowledgeIndexFileStage }, now: number): boolean {
  if (!progress.expectedNextAt || progress.stage === 'INDEX_FILE_STAGE_SEARCHABLE' || progress.stage === 'INDEX_FILE_STAGE_FAILED') return false;
  return now - Date.parse(progress.expectedNextAt) > POLL_MS;
}
