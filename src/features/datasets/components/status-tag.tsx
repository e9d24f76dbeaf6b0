import { ToneTag } from '../../../components/tone-tag';
import type { DatasetFileStatus } from '../../../generated/model';
import { STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';

const DATASET_FILE_LOOK: Record<DatasetFileStatus, StatusLook> = {
  DATASET_FILE_STATUS_BEFORE_UPLOAD: R.waiting,
  DATASET_FILE_STATUS_UPLOADING: R.uploading,
  DATASET_FILE_STATUS_UPLOADED: R.success,
  DATASET_FILE_STATUS_FAILED: R.failed,
};

/** A dataset file's status as a tag: Not uploaded, Uploading, Uploaded, Failed (§4, the studio's words). */
export function DatasetStatusTag({ status }: { status: DatasetFileStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = DATASET_FILE_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}
