import { ToneTag } from '../../../components/tone-tag';
import type { KnowledgeFileStatus, KnowledgeIndexStatus } from '../../../generated/model';
import { STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';

const INDEX_LOOK: Record<KnowledgeIndexStatus, StatusLook> = {
  INDEX_STATUS_WAITING: R.waiting,
  INDEX_STATUS_PENDING: R.queued,
  INDEX_STATUS_PROGRESS: R.running,
  INDEX_STATUS_SUCCESS: R.success,
  INDEX_STATUS_FAILED: R.failed,
};

const FILE_LOOK: Record<KnowledgeFileStatus, StatusLook> = {
  FILE_STATUS_NOT_YET: R.waiting,
  FILE_STATUS_UPLOADING: R.uploading,
  FILE_STATUS_UPLOADED: R.success,
  FILE_STATUS_FAILED: R.failed,
};

/** An index's status as a tag: Waiting for files, Pending, Building, Ready, Failed (§4, the studio's words). */
export function IndexStatusTag({ status }: { status: KnowledgeIndexStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = INDEX_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}

/** A file's status as a tag: Not uploaded, Uploading, Uploaded, Failed (§4, the studio's words). */
export function FileStatusTag({ status }: { status: KnowledgeFileStatus }) {
  const label = useStatusLabel();
  const { tone, Icon } = FILE_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {label(status)}
    </ToneTag>
  );
}
