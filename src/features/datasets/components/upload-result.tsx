import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDatasetFile, useGetDatasetFileColumns } from '../../../generated/datasets/datasets';
import type { DatasetFile } from '../../../generated/model';
import { serverMessage } from '../errors';
import { POLL_MS, pollWhile } from '../../../components/data-table/poll-while';
import { isUploading } from '../status';
import { DatasetStatusTag } from './status-tag';

/**
 * What became of an uploaded file on the server: its status, polled while the server reads it
 * (Uploading → Uploaded or Failed with the reason), then its row count and the columns the server read
 * (for an Excel workbook the first sight of them; for CSV/TSV/JSONL a check that the server decoded the
 * headers as the preview did).
 */
export function UploadResult({ projectId, uploaded }: { projectId: string; uploaded: DatasetFile }) {
  const { t, i18n } = useTranslation('datasets');
  const file = useGetDatasetFile(projectId, uploaded.id, {
    query: {
      initialData: uploaded,
      staleTime: POLL_MS,
      refetchInterval: pollWhile(isUploading),
    },
  });
  const status = file.data.status;
  const ready = status === 'DATASET_FILE_STATUS_UPLOADED';
  const columns = useGetDatasetFileColumns(projectId, uploaded.id, { query: { enabled: ready } });
  const columnsLabel = useId();

  return (
    <Alert
      severity={status === 'DATASET_FILE_STATUS_FAILED' ? 'error' : 'success'}
      role="status"
      data-testid="dataset-upload-result"
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{t('upload.done', { name: uploaded.fileName })}</Typography>
        <DatasetStatusTag status={status} />
      </Box>
      {isUploading(file.data) && <Typography variant="body2">{t('upload.processing')}</Typography>}
      {file.isError && <Typography variant="body2">{t('upload.statusUnknown')}</Typography>}
      {status === 'DATASET_FILE_STATUS_FAILED' && (
        <Typography variant="body2" color="error">
          {t('upload.serverFailed', { reason: serverMessage(i18n.t, file.data.errorMessage) ?? t('upload.reasons.parseFailed') })}
        </Typography>
      )}
      {ready && (
        <>
          <Typography variant="body2">
            {t('upload.ready', { count: file.data.rowCount, formatted: new Intl.NumberFormat(i18n.language).format(file.data.rowCount) })}
          </Typography>
          {columns.data && columns.data.columns.length === 0 && <Typography variant="body2">{t('upload.noServerColumns')}</Typography>}
          {columns.data && columns.data.columns.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" id={columnsLabel} sx={{ fontWeight: 500 }}>
                {t('upload.serverColumns')}
              </Typography>
              <Box
                component="ul"
                aria-labelledby={columnsLabel}
                data-testid="dataset-server-columns"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
              >
                {columns.data.columns.map((column) => (
                  <li key={column.index}>
                    <Chip size="small" variant="outlined" label={column.name} />
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Alert>
  );
}
