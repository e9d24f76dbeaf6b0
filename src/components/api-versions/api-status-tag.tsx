/** An API version's status (published or unpublished) as a tag: label, icon and colour. */
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import type { WorkflowApiStatus } from '../../generated/model';
import { ToneTag } from '../tone-tag';

export function ApiStatusTag({ status }: { status: WorkflowApiStatus }) {
  const { t } = useTranslation('apis');
  const published = status === 'WORKFLOW_API_STATUS_PUBLISHED';
  return (
    <ToneTag tone={published ? 'success' : 'neutral'} Icon={published ? CloudDoneOutlinedIcon : CloudOffOutlinedIcon}>
      {t(`status.${status}`)}
    </ToneTag>
  );
}
