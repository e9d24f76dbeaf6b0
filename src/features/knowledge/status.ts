/**
 * The states of knowledge indexes and files (§4): which are still moving (the lists poll while one is),
 * how each looks (a tone and an icon, never colour alone), and the in-progress lock (an index pending or
 * in progress cannot be edited, rebuilt or deleted).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SyncIcon from '@mui/icons-material/Sync';
import { POLL_MS } from '../../components/data-table/poll-while';
import type { Tone } from '../../components/tone';
import type { KnowledgeFile, KnowledgeFileStatus, KnowledgeIndex, KnowledgeIndexFileStage, KnowledgeIndexStatus } from '../../generated/model';


export const INDEX_LOOK: Record<KnowledgeIndexStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  INDEX_STATUS_WAITING: { tone: 'neutral', Icon: HourglassEmptyOutlinedIcon },
  INDEX_STATUS_PENDING: { tone: 'info', Icon: PendingOutlinedIcon },
  INDEX_STATUS_PROGRESS: { tone: 'info', Icon: SyncIcon },
  INDEX_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  INDEX_STATUS_FAILED: { tone: 'error', Icon: ErrorOutlineIcon },
};

export const FILE_LOOK: Record<KnowledgeFileStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  FILE_STATUS_NOT_YET: { tone: 'neutral', Icon: RadioButtonUncheckedIcon },
  FILE_STATUS_UPLOADING: { tone: 'info', Icon: CloudUploadOutlinedIcon },
  FILE_STATUS_UPLOADED: { tone: 'success', Icon: CheckCircleOutlineIcon },
  FILE_STATUS_FAILED: { tone: 'error', Icon: ErrorOutlineIcon },
};

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
export const isIndexLocked = (index: Pick<KnowledgeIndex, 'status'>) =>
  index.status === 'INDEX_STATUS_PENDING' || index.status === 'INDEX_STATUS_PROGRESS';

export const isFileMoving = (file: Pick<KnowledgeFile, 'status'>) => file.status === 'FILE_STATUS_UPLOADING';

/**
 * Whether a file of an index has not moved for longer than the server expected (`expectedNextAt` is
 * past, with a grace of one poll), so the screen can say so instead of spinning forever.
 */
export function isStalled(progress: { expectedNextAt?: string | undefined; stage: KnowledgeIndexFileStage }, now: number): boolean {
  if (!progress.expectedNextAt || progress.stage === 'INDEX_FILE_STAGE_SEARCHABLE' || progress.stage === 'INDEX_FILE_STAGE_FAILED') return false;
  return now - Date.parse(progress.expectedNextAt) > POLL_MS;
}
