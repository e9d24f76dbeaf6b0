/**
 * How each status looks wherever it is shown (one visual language, #19): a tone and an icon, never colour
 * alone. Job and job-row states (§4: pending, running, success, failure, canceled) and knowledge index and
 * file states (§4: waiting, pending, progress, success, failed; not yet, uploading, uploaded, failed). The
 * areas and the project home read the same table.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SyncIcon from '@mui/icons-material/Sync';
import type { JobRowStatus, JobStatus, KnowledgeFileStatus, KnowledgeIndexStatus } from '../generated/model';
import type { Tone } from './tone';

export interface StatusLook {
  tone: Tone;
  Icon: SvgIconComponent;
}

export const JOB_LOOK: Record<JobStatus, StatusLook> = {
  JOB_STATUS_PENDING: { tone: 'neutral', Icon: PendingOutlinedIcon },
  JOB_STATUS_RUNNING: { tone: 'info', Icon: SyncIcon },
  JOB_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  JOB_STATUS_FAILURE: { tone: 'error', Icon: ErrorOutlineIcon },
  JOB_STATUS_CANCELED: { tone: 'warning', Icon: CancelOutlinedIcon },
};

export const JOB_ROW_LOOK: Record<JobRowStatus, StatusLook> = {
  JOB_ROW_STATUS_PENDING: { tone: 'neutral', Icon: PendingOutlinedIcon },
  JOB_ROW_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  JOB_ROW_STATUS_FAILURE: { tone: 'error', Icon: ErrorOutlineIcon },
  JOB_ROW_STATUS_CANCELED: { tone: 'warning', Icon: CancelOutlinedIcon },
};

export const INDEX_LOOK: Record<KnowledgeIndexStatus, StatusLook> = {
  INDEX_STATUS_WAITING: { tone: 'neutral', Icon: HourglassEmptyOutlinedIcon },
  INDEX_STATUS_PENDING: { tone: 'info', Icon: PendingOutlinedIcon },
  INDEX_STATUS_PROGRESS: { tone: 'info', Icon: SyncIcon },
  INDEX_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  INDEX_STATUS_FAILED: { tone: 'error', Icon: ErrorOutlineIcon },
};

export const KNOWLEDGE_FILE_LOOK: Record<KnowledgeFileStatus, StatusLook> = {
  FILE_STATUS_NOT_YET: { tone: 'neutral', Icon: RadioButtonUncheckedIcon },
  FILE_STATUS_UPLOADING: { tone: 'info', Icon: CloudUploadOutlinedIcon },
  FILE_STATUS_UPLOADED: { tone: 'success', Icon: CheckCircleOutlineIcon },
  FILE_STATUS_FAILED: { tone: 'error', Icon: ErrorOutlineIcon },
};
