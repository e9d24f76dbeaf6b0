/** An API version's status (published or unpublished) as a tag: label, icon and colour (src/components/status-looks.ts). */
import type { WorkflowApiStatus } from '../../../generated/model';
import { API_VERSION_LOOK } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';
import { ToneTag } from '../../../components/tone-tag';

export function ApiStatusTag({ status }: { status: WorkflowApiStatus }) {
  const label = useStatusLabel();
  const look = API_VERSION_LOOK[status];
  return (
    <ToneTag tone={look.tone} Icon={look.Icon}>
      {label(status)}
    </ToneTag>
  );
}
