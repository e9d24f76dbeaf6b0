/**
 * The states of dataset files (§4: 'Before Upload' until the content is uploaded): which are still moving
 * (the File List polls while one is). How each looks is in src/components/status-looks.ts (DATASET_FILE_LOOK).
 */
import type { DatasetFile } from '../../generated/model';

export const isUploading = (file: Pick<DatasetFile, 'status'>) => file.status === 'DATASET_FILE_STATUS_UPLOADING';
