import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { applyCachePolicy } from '../../../api/cache-policy';
import { DropZone } from '../../../components/upload/drop-zone';
import { acceptOf, checkFile, fileRefusalMessage } from '../../../components/upload/file-check';
import { getUploadDatasetFileMutationKey, uploadDatasetFile, useListDatasetFiles } from '../../../generated/datasets/datasets';
import type { DatasetFile, DatasetFileType } from '../../../generated/model';
import { formatBytes } from '../../../lib/format-bytes';
import { paths } from '../../../lib/paths';
import { intentHandlers } from '../../../lib/prefetch';
import { uploadFailureReason } from '../errors';
import { DATASET_UPLOAD_LIMITS, datasetTypeOf, fileTypeLabel } from '../file-types';
import { useFilePreview } from '../preview/use-file-preview';
import { FilePreviewPanel } from './file-preview';
import { DatasetStatusTag } from './status-tag';
import { UploadResult } from './upload-result';

type Sending =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'done'; result: DatasetFile }
  | { state: 'failed'; reason: string }
  | { state: 'cancelled' };

const IDLE: Sending = { state: 'idle' };

/**
 * The Upload tab: pick or drop one file; it is checked against the contract's limits before any request
 * (type, 10MB, not empty — the spec's messages) and shown 'Before Upload' with a preview (encoding,
 * columns, first rows). Upload sends the file's original bytes through the generated call with a
 * progress bar and Cancel; then the server's result (polled until it has read the file) and the way to
 * the File List, where the file now is. Upload with no file says 'Please select a file.'.
 */
export function DatasetUpload({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('datasets');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<{ file: File; type: DatasetFileType }>();
  const [refused, setRefused] = useState<{ name: string; size: number; message: string }>();
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState<Sending>(IDLE);
  const controller = useRef<AbortController | undefined>(undefined);
  const preview = useFilePreview(chosen);
  const missingId = useId();
  const uploading = sending.state === 'uploading';
  const listHref = paths.datasets.href(projectId);

  // Leaving the tab cancels an upload still being sent.
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file || uploading) return;
    setMissing(false);
    setSending(IDLE);
    const refusal = checkFile(file, DATASET_UPLOAD_LIMITS);
    const type = datasetTypeOf(file.name);
    if (refusal || !type) {
      setChosen(undefined);
      setRefused({ name: file.name, size: file.size, message: fileRefusalMessage(i18n.t, refusal ?? 'invalidType', DATASET_UPLOAD_LIMITS) });
      return;
    }
    setRefused(undefined);
    setChosen({ file, type });
  };

  const reset = () => {
    setChosen(undefined);
    setRefused(undefined);
    setMissing(false);
    setSending(IDLE);
  };

  const upload = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setSending({ state: 'uploading', progress: 0 });
    uploadDatasetFile(
      projectId,
      { file: chosen.file },
      {
        onUploadProgress: (event) => {
          const fraction = event.total ? event.loaded / event.total : (event.progress ?? 0);
          setSending((current) => (current.state === 'uploading' ? { state: 'uploading', progress: Math.min(1, Math.max(0, fraction)) } : current));
        },
      },
      abort.signal,
    )
      .then((result) => {
        setSending({ state: 'done', result });
        // A call with upload progress, not a mutation: the cache policy is applied here.
        void applyCachePolicy(queryClient, getUploadDatasetFileMutationKey(), { projectId, data: { file: chosen.file } }, result);
      })
      .catch((error: unknown) => setSending(abort.signal.aborted ? { state: 'cancelled' } : { state: 'failed', reason: uploadFailureReason(i18n.t, error) }))
      .finally(() => {
        if (controller.current === abort) controller.current = undefined;
      });
  };

  const readable = preview?.status === 'done' && preview.preview.kind !== 'failed';
  const done = sending.state === 'done';

  return (
    <Box component="section" aria-label={t('upload.label')}>
      <DropZone
        accept={acceptOf(DATASET_UPLOAD_LIMITS)}
        buttonLabel={t('upload.choose')}
        hint={t('upload.hint', { types: DATASET_UPLOAD_LIMITS.extensions.join(', '), maxSize: DATASET_UPLOAD_LIMITS.maxLabel })}
        disabled={uploading}
        onFiles={choose}
      />

      {refused && (
        <Alert severity="error" role="alert" data-testid="dataset-upload-refusal" sx={{ mt: 2 }}>
          <AlertTitle>{refused.message}</AlertTitle>
          {t('upload.notAccepted', { name: refused.name, size: formatBytes(refused.size, i18n.language) })}
        </Alert>
      )}

      {chosen && (
        <Paper variant="outlined" component="section" aria-label={t('upload.chosenLabel')} data-testid="dataset-chosen-file" sx={{ mt: 2, p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <InsertDriveFileOutlinedIcon color="action" aria-hidden />
            <Typography component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {chosen.file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatBytes(chosen.file.size, i18n.language)} · {fileTypeLabel(chosen.type)}
            </Typography>
            {!done && <DatasetStatusTag status={uploading ? 'DATASET_FILE_STATUS_UPLOADING' : 'DATASET_FILE_STATUS_BEFORE_UPLOAD'} />}
            <Box sx={{ flexGrow: 1 }} />
            {!uploading && !done && (
              <Button size="small" onClick={reset}>
                {t('upload.remove')}
              </Button>
            )}
          </Box>
          {!done && <ReplaceNotice projectId={projectId} fileName={chosen.file.name} />}
          {preview && <FilePreviewPanel fileName={chosen.file.name} state={preview} />}
        </Paper>
      )}

      {sending.state === 'uploading' && chosen && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(sending.progress * 100)}
            aria-label={t('upload.progressLabel', { name: chosen.file.name })}
            sx={{ borderRadius: 1 }}
          />
          {/* The progress bar carries the percentage; no live region (it would speak every step). */}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('upload.progress', { percent: Math.round(sending.progress * 100) })}
          </Typography>
        </Box>
      )}
      {sending.state === 'failed' && (
        <Alert severity="error" role="alert" data-testid="dataset-upload-failure" sx={{ mt: 2 }}>
          <AlertTitle>{t('upload.failed')}</AlertTitle>
          {sending.reason}
        </Alert>
      )}
      {sending.state === 'cancelled' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('upload.cancelled')}
        </Alert>
      )}
      {sending.state === 'done' && <UploadResult projectId={projectId} uploaded={sending.result} />}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {done ? (
          <>
            <Button variant="contained" component={RouterLink} to={listHref} {...intentHandlers(listHref)}>
              {t('upload.goToList')}
            </Button>
            <Button onClick={reset}>{t('upload.another')}</Button>
          </>
        ) : (
          <>
            <Button
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              loading={uploading}
              loadingPosition="start"
              disabled={Boolean(chosen) && !readable}
              aria-describedby={missing ? missingId : undefined}
              onClick={upload}
            >
              {t('upload.submit')}
            </Button>
            {uploading && <Button onClick={() => controller.current?.abort()}>{t('upload.cancel')}</Button>}
          </>
        )}
      </Box>
      {missing && (
        <Typography id={missingId} role="alert" color="error" variant="body2" data-testid="dataset-upload-missing" sx={{ mt: 1 }}>
          {t('upload.fileRequired')}
        </Typography>
      )}
    </Box>
  );
}

/** Says that uploading replaces the project's file of the same name (the contract keeps its id). */
function ReplaceNotice({ projectId, fileName }: { projectId: string; fileName: string }) {
  const { t } = useTranslation('datasets');
  const same = useListDatasetFiles(projectId, { name: fileName, page: 1, pageSize: 100 }, { query: { staleTime: 30_000 } });
  if (!same.data?.items.some((file) => file.fileName === fileName)) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      {t('upload.replaces', { name: fileName })}
    </Alert>
  );
}
