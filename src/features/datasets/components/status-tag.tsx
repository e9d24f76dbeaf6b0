import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../../components/tone-tag';
import type { DatasetFileStatus } from '../../../generated/model';
import { DATASET_FILE_LOOK } from '../../../components/status-looks';

/** A dataset file's status as a tag: Before Upload, Uploading, Uploaded, Failed (§4). */
export function DatasetStatusTag({ status }: { status: DatasetFileStatus }) {
  const { t } = useTranslation('datasets');
  const { tone, Icon } = DATASET_FILE_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {t(`status.${status}`)}
    </ToneTag>
  );
}
