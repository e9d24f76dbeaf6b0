import { ToneTag } from '../../../components/tone-tag';
import type { KnowledgeFileStatus, KnowledgeIndexStatus } from '../../../generated/model';
import { INDEX_LOOK, KNOWLEDGE_FILE_LOOK as FILE_LOOK } from '../../../components/status-looks';
import { useStatusLabel } from '../../../components/status-words';

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
