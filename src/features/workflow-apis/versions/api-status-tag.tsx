/** An API version's status (published or unpublished) as a tag: label, icon and colour (the roles of src/components/status-looks.ts). */
import type { WorkflowApiStatus } from '../../../generated/model';
import { STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';
import { ToneTag } from '../../../components/tone-tag';

const API_VERSION_LOOK: Record<WorkflowApiStatus, StatusLook> = {
  WORKFLOW_API_STATUS_PUBLISHED: R.published,
  WORKFLOW_API_STATUS_UNPUBLISHED: R.unpublished,
};

export function ApiStatusTag({ status }: { status: WorkflowApiStatus }) {
  const label = useStatusLabel();
  const look = API_VERSION_LOOK[status];
  return (
    <ToneTag tone={look.tone} Icon={look.Icon}>
      {label(status)}
    </ToneTag>
  );
}
