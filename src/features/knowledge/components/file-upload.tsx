import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../../components/upload/drop-zone';
import { acceptOf } from '../../../components/upload/file-check';
import { UploadList } from '../../../components/upload/upload-list';
import { type UploadFn, useUploadQueue } from '../../../components/upload/use-upload-queue';
import { applyCachePolicy } from '../../../api/cache-policy';
import { getUploadKnowledgeFileMutationKey, uploadKnowledgeFile } from '../../../generated/knowledge-files/knowledge-files';
import type { KnowledgeFile } from '../../../generated/model';
import { uploadFailureMessage } from '../errors';
import { KNOWLEDGE_UPLOAD_LIMITS } from '../file-types';

/**
 * Upload knowledge files: drop or pick several at once; each is checked against the contract's limits
 * before any request (1MB, the accepted types), then sent through the generated call with its own
 * progress bar, Cancel, and a result in words. The list refetches after each upload and polls while
 * the server still processes one.
 */
export function FileUpload({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('knowledge');
  const queryClient = useQueryClient();
  const upload = useCallback<UploadFn<KnowledgeFile>>(
    (file, { onProgress, signal }) =>
      uploadKnowledgeFile(
        projectId,
        { file },
        { onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : (event.progress ?? 0)) },
        signal,
      ),
    [projectId],
  );
  const queue = useUploadQueue({
    upload,
    limits: KNOWLEDGE_UPLOAD_LIMITS,
    describeError: (error) => uploadFailureMessage(i18n.t, error),
    // An upload with progress, not a mutation: the cache policy is applied here.
    onUploaded: (uploaded) => void applyCachePolicy(queryClient, getUploadKnowledgeFileMutationKey(), { projectId }, uploaded),
  });

  return (
    <section aria-label={t('files.upload.label')}>
      <DropZone
        multiple
        accept={acceptOf(KNOWLEDGE_UPLOAD_LIMITS)}
        buttonLabel={t('files.upload.choose')}
        hint={t('files.upload.hint', { types: KNOWLEDGE_UPLOAD_LIMITS.extensions.join(', '), maxSize: KNOWLEDGE_UPLOAD_LIMITS.maxLabel })}
        onFiles={queue.add}
      />
      <UploadList
        items={queue.items}
        limits={KNOWLEDGE_UPLOAD_LIMITS}
        doneDetail={(item) => (item.result?.status === 'FILE_STATUS_UPLOADING' ? t('files.upload.processing') : undefined)}
        onCancel={queue.cancel}
        onRetry={queue.retry}
        onClear={queue.clearFinished}
      />
    </section>
  );
}
