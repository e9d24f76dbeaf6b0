import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { toneColor } from '../../../components/tone';
import { getRebuildKnowledgeIndexMutationOptions } from '../../../generated/knowledge-indexes/knowledge-indexes';
import type { KnowledgeIndex, KnowledgeIndexFileProgress } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useDurationFormat } from '../../../lib/duration';
import { useNow } from '../../../lib/use-now';
import { failureReason, indexLockedMessage } from '../errors';
import { FILE_STAGES, isIndexLocked, isIndexMoving, isStalled } from '../status';
import { IndexStatusTag } from './status-tags';

/** The stages shown with their times (WAITING is the absence of the first). */
const TIMED_STAGES = [
  ['INDEX_FILE_STAGE_UPLOADED', 'uploadedAt'],
  ['INDEX_FILE_STAGE_CHUNKED', 'chunkedAt'],
  ['INDEX_FILE_STAGE_EMBEDDED', 'embeddedAt'],
  ['INDEX_FILE_STAGE_SEARCHABLE', 'searchableAt'],
] as const;

const reached = (progress: KnowledgeIndexFileProgress, stage: (typeof FILE_STAGES)[number]) =>
  progress.stage !== 'INDEX_FILE_STAGE_FAILED' && FILE_STAGES.indexOf(progress.stage as (typeof FILE_STAGES)[number]) >= FILE_STAGES.indexOf(stage);

/**
 * Where an index's build is, file by file: uploaded → chunked → embedded → searchable, each with its
 * time; a file that has not moved for longer than the server expected is flagged; a failed build says
 * why and can retry only the files that failed, or rebuild everything (§4). Reads the index from the
 * list, which polls while the build moves.
 */
export function BuildDrawer({ projectId, index, onClose, onEdit }: { projectId: string; index: KnowledgeIndex; onClose(): void; onEdit(): void }) {
  const { t, i18n } = useTranslation('knowledge');
  const titleId = useId();
  const formatDate = useDateTimeFormat();
  const formatTime = useDateTimeFormat({ seconds: true });
  const { duration } = useDurationFormat();
  const moving = isIndexMoving(index);
  const now = useNow(5_000, moving);
  const locked = isIndexLocked(index);
  const failedFiles = index.fileProgress.filter((file) => file.stage === 'INDEX_FILE_STAGE_FAILED');
  const searchable = index.fileProgress.filter((file) => file.stage === 'INDEX_FILE_STAGE_SEARCHABLE').length;
  const rebuild = useToastMutation(getRebuildKnowledgeIndexMutationOptions(), {
    verb: 'rebuild',
    thing: t('things.index'),
    name: (saved) => saved.name,
    explain: (error) => indexLockedMessage(i18n.t, error),
  });
  const rebuildFiles = (fileIds?: string[]) => rebuild.mutate({ projectId, indexId: index.id, ...(fileIds ? { data: { fileIds } } : {}) });

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 } } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {t('build.title', { name: index.name })}
        </Typography>
        <IndexStatusTag status={index.status} />
        <IconButton aria-label={t('build.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, overflow: 'auto', flex: 1 }}>
        {index.status === 'INDEX_STATUS_FAILED' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{t('build.failed')}</AlertTitle>
            {failureReason(i18n.t, index.statusMessage) ?? t('build.failedUnknown')}
          </Alert>
        )}
        {locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('indexes.locked')}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
          {t('build.summary', { searchable, count: index.fileProgress.length, updated: formatDate(index.updatedAt) })}
        </Typography>
        <Box component="ul" aria-label={t('build.filesLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {index.fileProgress.map((progress) => {
            const stalled = moving && isStalled(progress, now);
            return (
              <Box
                component="li"
                key={progress.fileId}
                aria-label={progress.fileName}
                sx={{ border: 1, borderColor: stalled ? 'warning.main' : 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
                  <Typography sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} noWrap title={progress.fileName}>
                    {progress.fileName}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={(theme) =>
                      toneColor(
                        theme,
                        progress.stage === 'INDEX_FILE_STAGE_FAILED' ? 'error' : progress.stage === 'INDEX_FILE_STAGE_SEARCHABLE' ? 'success' : 'info',
                      )
                    }
                  >
                    {t(`fileStages.${progress.stage}`)}
                  </Typography>
                </Box>
                <Box
                  component="ol"
                  aria-label={t('build.stagesOf', { name: progress.fileName })}
                  sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}
                >
                  {TIMED_STAGES.map(([stage, key]) => {
                    const done = reached(progress, stage);
                    const at = progress[key];
                    return (
                      <Box
                        component="li"
                        key={stage}
                        data-done={done || undefined}
                        sx={{ borderTop: 3, borderColor: done ? 'success.main' : 'divider', pt: 0.5 }}
                      >
                        <Typography variant="caption" component="p" sx={{ fontWeight: done ? 600 : 400 }}>
                          {done ? '✓ ' : ''}
                          {t(`fileStages.${stage}`)}
                        </Typography>
                        <Typography variant="caption" component="p" color="text.secondary">
                          {at ? formatTime(at) : '—'}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
                {progress.chunkCount !== undefined && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('build.chunks', { count: progress.chunkCount })}
                  </Typography>
                )}
                {progress.stage === 'INDEX_FILE_STAGE_WAITING' && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('build.waitingForUpload')}
                  </Typography>
                )}
                {stalled && progress.expectedNextAt && (
                  <Box sx={(theme) => ({ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 1, ...toneColor(theme, 'warning') })}>
                    <ReportProblemOutlinedIcon fontSize="small" aria-hidden />
                    <Typography variant="body2">
                      {t('build.stalled', {
                        since: formatDate(progress.stageChangedAt),
                        late: duration(now - Date.parse(progress.expectedNextAt)),
                      })}
                    </Typography>
                  </Box>
                )}
                {progress.stage === 'INDEX_FILE_STAGE_FAILED' && progress.statusMessage && (
                  <Typography variant="body2" sx={(theme) => ({ mt: 1, ...toneColor(theme, 'error') })}>
                    {failureReason(i18n.t, progress.statusMessage)}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={onEdit}>{locked ? t('build.viewSettings') : t('build.editSettings')}</Button>
        {failedFiles.length > 0 && failedFiles.length < index.fileProgress.length && (
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={locked}
            loading={rebuild.isPending}
            onClick={() => rebuildFiles(failedFiles.map((file) => file.fileId))}
          >
            {t('build.retryFailed', { count: failedFiles.length })}
          </Button>
        )}
        <Button variant="contained" startIcon={<ReplayIcon />} disabled={locked} loading={rebuild.isPending} onClick={() => rebuildFiles()}>
          {t('build.rebuild')}
        </Button>
      </Box>
    </Drawer>
  );
}
