/**
 * How an execution's status looks on the home: the jobs area's tones and icons (a feature does not import
 * another; src/features/jobs/status.ts holds the same table for the jobs pages).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import type { Tone } from '../../../components/tone';
import type { JobStatus } from '../../../generated/model';

export const JOB_LOOK: Record<JobStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  JOB_STATUS_PENDING: { tone: 'neutral', Icon: PendingOutlinedIcon },
  JOB_STATUS_RUNNING: { tone: 'info', Icon: SyncIcon },
  JOB_STATUS_SUCCESS: { tone: 'success', Icon: CheckCircleOutlineIcon },
  JOB_STATUS_FAILURE: { tone: 'error', Icon: ErrorOutlineIcon },
  JOB_STATUS_CANCELED: { tone: 'warning', Icon: CancelOutlinedIcon },
};
