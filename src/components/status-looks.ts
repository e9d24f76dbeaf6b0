/**
 * How each status looks wherever it is shown (one visual language, #19): a tone and an icon, never colour
 * alone. One look per role — pending, running, paused, success, failed, cancelled, skipped, uploading,
 * published, unpublished — and every area's states map onto those roles: jobs and job rows (§4), knowledge
 * indexes and files, dataset files, debug runs and nodes, API versions, custom nodes' provider sign-in. The areas and the project home
 * read the same table.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RedoIcon from '@mui/icons-material/Redo';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import type {
  CustomNodeAuthenticationStatus,
  DatasetFileStatus,
  DebugNodeStatus,
  DebugRunStatus,
  JobRowStatus,
  JobStatus,
  KnowledgeFileStatus,
  KnowledgeIndexStatus,
  WorkflowApiStatus,
} from '../generated/model';
import type { Tone } from './tone';

export interface StatusLook {
  tone: Tone;
  Icon: SvgIconComponent;
}

/** The roles: the same colour and icon for the same meaning in every area. */
export const STATUS_ROLE_LOOK = {
  /** Not started yet (waiting its turn, not uploaded yet). */
  waiting: { tone: 'neutral', Icon: RadioButtonUncheckedIcon },
  pending: { tone: 'neutral', Icon: PendingOutlinedIcon },
  queued: { tone: 'info', Icon: HourglassEmptyOutlinedIcon },
  running: { tone: 'info', Icon: SyncIcon },
  uploading: { tone: 'info', Icon: CloudUploadOutlinedIcon },
  paused: { tone: 'warning', Icon: PauseCircleOutlineIcon },
  success: { tone: 'success', Icon: CheckCircleOutlineIcon },
  failed: { tone: 'error', Icon: ErrorOutlineIcon },
  /** Stopped by someone: not an error, not a success. */
  cancelled: { tone: 'neutral', Icon: CancelOutlinedIcon },
  skipped: { tone: 'neutral', Icon: RedoIcon },
  published: { tone: 'success', Icon: CloudDoneOutlinedIcon },
  unpublished: { tone: 'neutral', Icon: CloudOffOutlinedIcon },
} as const satisfies Record<string, StatusLook>;

const R = STATUS_ROLE_LOOK;

export const JOB_LOOK: Record<JobStatus, StatusLook> = {
  JOB_STATUS_PENDING: R.pending,
  JOB_STATUS_RUNNING: R.running,
  JOB_STATUS_SUCCESS: R.success,
  JOB_STATUS_FAILURE: R.failed,
  JOB_STATUS_CANCELED: R.cancelled,
};

export const JOB_ROW_LOOK: Record<JobRowStatus, StatusLook> = {
  JOB_ROW_STATUS_PENDING: R.pending,
  JOB_ROW_STATUS_SUCCESS: R.success,
  JOB_ROW_STATUS_FAILURE: R.failed,
  JOB_ROW_STATUS_CANCELED: R.cancelled,
};

export const INDEX_LOOK: Record<KnowledgeIndexStatus, StatusLook> = {
  INDEX_STATUS_WAITING: R.waiting,
  INDEX_STATUS_PENDING: R.queued,
  INDEX_STATUS_PROGRESS: R.running,
  INDEX_STATUS_SUCCESS: R.success,
  INDEX_STATUS_FAILED: R.failed,
};

export const KNOWLEDGE_FILE_LOOK: Record<KnowledgeFileStatus, StatusLook> = {
  FILE_STATUS_NOT_YET: R.waiting,
  FILE_STATUS_UPLOADING: R.uploading,
  FILE_STATUS_UPLOADED: R.success,
  FILE_STATUS_FAILED: R.failed,
};

export const DATASET_FILE_LOOK: Record<DatasetFileStatus, StatusLook> = {
  DATASET_FILE_STATUS_BEFORE_UPLOAD: R.waiting,
  DATASET_FILE_STATUS_UPLOADING: R.uploading,
  DATASET_FILE_STATUS_UPLOADED: R.success,
  DATASET_FILE_STATUS_FAILED: R.failed,
};

export const DEBUG_RUN_LOOK: Record<DebugRunStatus, StatusLook> = {
  DEBUG_RUN_STATUS_RUNNING: R.running,
  DEBUG_RUN_STATUS_PAUSED: R.paused,
  DEBUG_RUN_STATUS_SUCCEEDED: R.success,
  DEBUG_RUN_STATUS_FAILED: R.failed,
  DEBUG_RUN_STATUS_CANCELLED: R.cancelled,
};

export const DEBUG_NODE_LOOK: Record<DebugNodeStatus, StatusLook> = {
  DEBUG_NODE_STATUS_PENDING: R.pending,
  DEBUG_NODE_STATUS_RUNNING: R.running,
  DEBUG_NODE_STATUS_SUCCEEDED: R.success,
  DEBUG_NODE_STATUS_FAILED: R.failed,
  DEBUG_NODE_STATUS_SKIPPED: R.skipped,
  DEBUG_NODE_STATUS_CANCELLED: R.cancelled,
};

export const API_VERSION_LOOK: Record<WorkflowApiStatus, StatusLook> = {
  WORKFLOW_API_STATUS_PUBLISHED: R.published,
  WORKFLOW_API_STATUS_UNPUBLISHED: R.unpublished,
};

/** A custom node's sign-in with its provider: signed in reads as success, expired as failed, to do as a warning. */
export const CUSTOM_NODE_AUTH_LOOK: Record<CustomNodeAuthenticationStatus, StatusLook> = {
  AUTH_STATUS_NOT_REQUIRED: { tone: 'neutral', Icon: RemoveCircleOutlineIcon },
  AUTH_STATUS_UNAUTHENTICATED: { tone: 'warning', Icon: LinkOffIcon },
  AUTH_STATUS_AUTHENTICATED: { tone: R.success.tone, Icon: VerifiedUserIcon },
  AUTH_STATUS_EXPIRED: { tone: R.failed.tone, Icon: TimerOffIcon },
};
