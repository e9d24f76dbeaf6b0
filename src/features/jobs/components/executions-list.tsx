import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobExecution } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { JobTime } from './job-time';
import { JobStatusTag } from './status-tags';

/**
 * A job's executions, newest first, one button each: status, when it was started and by whom, its time,
 * and rows done / failed. The selected one is `aria-current`; choosing one puts it in the URL (historyId).
 */
export function ExecutionsList({
  executions,
  selectedId,
  onSelect,
}: {
  executions: readonly JobExecution[];
  selectedId: string | undefined;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('jobs');
  const formatDate = useDateTimeFormat();
  return (
    <Box
      component="ul"
      aria-label={t('history.executionsLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', maxHeight: 560 }}
    >
      {executions.map((execution) => (
        <li key={execution.id}>
          <ListItemButton
            selected={execution.id === selectedId}
            aria-current={execution.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(execution.id)}
            sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <JobStatusTag status={execution.status} />
              <Typography variant="body2" color="text.secondary">
                <JobTime execution={execution} />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {formatDate(execution.startedAt ?? execution.createdAt)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('history.rows', { processed: execution.processedRows, total: execution.totalRows, failed: execution.failedRows })} ·{' '}
              {execution.executedBy.name}
            </Typography>
          </ListItemButton>
        </li>
      ))}
    </Box>
  );
}
