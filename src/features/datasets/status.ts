/**
 * The states of dataset files (§4: 'Before Upload' until the content is uploaded): how each looks (a
 * tone and an icon, never colour alone) and which are still moving (the File List polls while one is).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { Tone } from '../../components/tone';
import type { DatasetFile, DatasetFileStatus } from '../../generated/model';

export const STATUS_LOOK: Record<DatasetFileStatus, { tone: Tone; Icon: SvgIconComponent }> = {
  DATASET_FILE_STATUS_BEFORE_UPLOAD: { tone: 'neutral', Icon: RadioButtonUncheckedIcon },
  DATASET_FILE_STATUS_UPLOADING: { tone: 'info', Icon: CloudUploadOutlinedIcon },
  DATASET_FILE_STATUS_UPLOADED: { tone: 'success', Icon: CheckCircleOutlineIcon },
  DATASET_FILE_STATUS_FAILED: { tone: 'error', Icon: ErrorOutlineIcon },
};

export const isUploading = (file: Pick<DatasetFile, 'status'>) => file.status === 'DATASET_FILE_STATUS_UPLOADING';
