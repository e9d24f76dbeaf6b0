import { ToneTag } from '../../../components/tone-tag';
import type { DatasetFileStatus } from '../../../generated/model';
import { DATASET_FILE_LOOK } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';

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
