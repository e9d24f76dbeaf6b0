/**
 * How each status looks wherever it is shown (one visual language, #19): a tone and an icon, never colour
 * alone. One look per role — pending, running, paused, success, failed, cancelled, skipped, uploading,
 * published, unpublished — and every area's states map onto those roles. An area maps its own states
 * beside the tag that shows them (knowledge, datasets, job rows, API versions, custom nodes' sign-in);
 * here are only the states two areas show: jobs and debug runs (their pages and the project home), and
 * debug nodes (beside the runs).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RedoIcon from '@mui/icons-material/Redo';
import SyncIcon from '@mui/icons-material/Sync';
import type { DebugNodeStatus, DebugRunStatus, JobStatus } from '../generated/model';
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
