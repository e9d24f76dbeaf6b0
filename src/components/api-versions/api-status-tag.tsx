/** An API version's status (published or unpublished) as a tag: label, icon and colour (src/components/status-looks.ts). */
import { useTranslation } from 'react-i18next';
import type { WorkflowApiStatus } from '../../generated/model';
import { API_VERSION_LOOK } from '../status-looks';
import { ToneTag } from '../tone-tag';

export function ApiStatusTag({ status }: { status: WorkflowApiStatus }) {
  const { t } = useTranslation('apis');
  const look = API_VERSION_LOOK[status];
  return (
    <ToneTag tone={look.tone} Icon={look.Icon}>
      {t(`status.${status}`)}
    </ToneTag>
  );
}
