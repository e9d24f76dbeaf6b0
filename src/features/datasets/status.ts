/**
 * The states of dataset files (§4: 'Before Upload' until the content is uploaded): how each looks (a
 * tone and an icon, never colour alone) and which are still moving (the File List polls while one is).
 */
import type { DatasetFile } from '../../generated/model';
import { DATASET_FILE_LOOK } from '../../components/status-looks';

/** Tone and icon from the studio's status roles (src/components/status-looks.ts). */
export const STATUS_LOOK = DATASET_FILE_LOOK;

export const isUploading = (file: Pick<DatasetFile, 'status'>) => file.status === 'DATASET_FILE_STATUS_UPLOADING';
