import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format-bytes';
import { toneColor } from '../tone';
import { fileRefusalMessage, type UploadLimits } from './file-check';
import type { UploadItem, UploadState } from './use-upload-queue';
import { STATUS_ROLE_LOOK, type StatusLook } from '../status-looks';

/** An upload's states on the studio's status roles; a file refused before sending has its own sign. */
const LOOK: Record<UploadState, StatusLook> = {
  waiting: STATUS_ROLE_LOOK.pending,
  uploading: STATUS_ROLE_LOOK.uploading,
  done: STATUS_ROLE_LOOK.success,
  refused: { tone: 'error', Icon: DoNotDisturbAltOutlinedIcon },
  failed: STATUS_ROLE_LOOK.failed,
  cancelled: STATUS_ROLE_LOOK.cancelled,
};

export interface UploadListProps<T> {
  items: UploadItem<T>[];
  limits: UploadLimits;
  /** What a finished upload says besides 'Uploaded' (e.g. the server's status). */
  doneDetail?(item: UploadItem<T>): string | undefined;
  onCancel(key: string): void;
  onRetry(key: string): void;
  onClear(): void;
}

/**
 * The files of an upload, one line each: name and size, a progress bar while sending, and the result
 * in words with an icon (never colour alone) — uploaded, refused with the reason, failed with the reason,
 * cancelled — with Cancel or Retry.
 */
export function UploadList<T>({ items, limits, doneDetail, onCancel, onRetry, onClear }: UploadListProps<T>) {
  const { t, i18n } = useTranslation('common');
  if (!items.length) return null;
  const finished = items.filter((item) => item.state !== 'waiting' && item.state !== 'uploading').length;
  const resultOf = (item: UploadItem<T>): string => {
    switch (item.state) {
      case 'waiting':
        return t('upload.waiting');
      case 'uploading':
        return t('upload.progress', { percent: Math.round(item.progress * 100) });
      case 'done':
        return [t('upload.done'), doneDetail?.(item)].filter(Boolean).join(' · ');
      case 'refused':
        return `${t('upload.refused')}: ${fileRefusalMessage(i18n.t, item.refusal ?? 'invalidType', limits)}`;
      case 'failed':
        return `${t('upload.failed')}: ${item.error ?? ''}`;
      case 'cancelled':
        return t('upload.cancelled');
    }
  };

  return (
    <Box component="section" aria-label={t('upload.listLabel')} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        {/* One polite announcement per finished file, not per percent. */}
        <Typography variant="subtitle2" component="h2" aria-live="polite">
          {t('upload.summary', { finished, count: items.length })}
        </Typography>
        {finished > 0 && (
          <Button size="small" onClick={onClear}>
            {t('upload.clearFinished')}
          </Button>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {items.map((item) => {
          const { tone, Icon } = LOOK[item.state];
          const result = resultOf(item);
          return (
            <Box
              component="li"
              key={item.key}
              aria-label={item.file.name}
              data-state={item.state}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                alignItems: 'center',
                columnGap: 1.5,
                px: 1.5,
                py: 1,
                '& + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box component="span" sx={(theme) => ({ display: 'flex', ...toneColor(theme, tone) })}>
                <Icon fontSize="small" aria-hidden />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
                  <Typography noWrap title={item.file.name} sx={{ fontWeight: 500 }}>
                    {item.file.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {formatBytes(item.file.size, i18n.language)}
                  </Typography>
                </Box>
                {item.state === 'uploading' && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    aria-label={t('upload.progressLabel', { name: item.file.name })}
                    sx={{ my: 0.5, borderRadius: 1 }}
                  />
                )}
                <Typography variant="body2" sx={(theme) => toneColor(theme, tone)}>
                  {result}
                </Typography>
              </Box>
              {(item.state === 'waiting' || item.state === 'uploading') && (
                <Button size="small" onClick={() => onCancel(item.key)} aria-label={t('upload.cancelFile', { name: item.file.name })}>
                  {t('cancel')}
                </Button>
              )}
              {(item.state === 'failed' || item.state === 'cancelled') && (
                <Button size="small" onClick={() => onRetry(item.key)} aria-label={t('upload.retryFile', { name: item.file.name })}>
                  {t('retry')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
