import { useTranslation } from 'react-i18next';
import { ToneTag } from '../../../components/tone-tag';
import type { KnowledgeFileStatus, KnowledgeIndexStatus } from '../../../generated/model';
import { INDEX_LOOK, KNOWLEDGE_FILE_LOOK as FILE_LOOK } from '../../../components/status-looks';

/** An index's status as a tag: Waiting for files, Pending, In progress, Ready, Failed (§4). */
export function IndexStatusTag({ status }: { status: KnowledgeIndexStatus }) {
  const { t } = useTranslation('knowledge');
  const { tone, Icon } = INDEX_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {t(`indexStatus.${status}`)}
    </ToneTag>
  );
}

/** A file's status as a tag: Not yet (not uploaded), Uploading, Uploaded, Failed (§4). */
export function FileStatusTag({ status }: { status: KnowledgeFileStatus }) {
  const { t } = useTranslation('knowledge');
  const { tone, Icon } = FILE_LOOK[status];
  return (
    <ToneTag tone={tone} Icon={Icon}>
      {t(`fileStatus.${status}`)}
    </ToneTag>
  );
}
