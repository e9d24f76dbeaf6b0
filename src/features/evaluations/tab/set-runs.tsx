/**
 * The set's runs, newest first (polled while one moves): the list to pick one, and the one picked —
 * the newest unless another was chosen (a run just started is chosen; one named by the URL that is gone
 * or of another set leaves the newest shown).
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useListEvaluationRuns } from '../../../generated/evaluations/evaluations';
import type { EvaluationSet } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useRunOfSet } from '../runs/use-run-of-set';
import { RunDetail } from './run-detail';
import { pollRuns, RunStatusTag } from './run-status';

/** The newest 100 runs of a set are listed (older ones stay in the compare view's pickers). */
const RUNS_PAGE = { page: 1, pageSize: 100 } as const;

export interface SetRunsProps {
  projectId: string;
  workflowId: string;
  set: EvaluationSet;
  canCancel: boolean;
  runId: string | null;
  onSelectRun: (runId: string) => void;
  onOpenTrace: (debugRunId: string) => void;
}

export function SetRuns({ projectId, workflowId, set, canCancel, runId, onSelectRun, onOpenTrace }: SetRunsProps) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const formatDate = useDateTimeFormat();
  const runs = useListEvaluationRuns(projectId, workflowId, { ...RUNS_PAGE, setId: set.id }, { query: { refetchInterval: pollRuns } });
  const chosen = useRunOfSet(projectId, workflowId, set.id, runId, runs.data?.items);
  if (runs.isError && !runs.data) {
    return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.runs'))} onRetry={() => void runs.refetch()} error={runs.error} />;
  }
  if (!runs.data || chosen.state === 'pending') return <LoadingState label={t('loading')} />;
  const items = runs.data.items;
  const selectedId = chosen.state === 'found' ? chosen.id : items[0]?.id;
  if (!selectedId) return <EmptyState message={t('runs.empty')} />;
  const selected = chosen.state === 'found' ? chosen.run : items[0];

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
      <Box component="nav" aria-labelledby="evaluation-runs-title" sx={{ width: 220, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="h3" id="evaluation-runs-title">
          {t('runs.title')}
        </Typography>
        <List dense aria-labelledby="evaluation-runs-title" sx={{ maxHeight: 560, overflow: 'auto' }}>
          {/* Each button in its own <li>: a list holds only list items (axe). */}
          {items.map((run) => (
            <ListItem key={run.id} disablePadding>
              <ListItemButton selected={run.id === selectedId} aria-current={run.id === selectedId ? 'true' : undefined} onClick={() => onSelectRun(run.id)}>
                <ListItemText
                  primary={t('runs.item', { revision: run.revision, at: formatDate(run.startedAt) })}
                  secondary={<RunStatusTag status={run.status} />}
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RunDetail
          key={selectedId}
          projectId={projectId}
          workflowId={workflowId}
          runId={selectedId}
          initial={selected}
          canCancel={canCancel}
          onOpenTrace={onOpenTrace}
          runs={items}
        />
      </Box>
    </Box>
  );
}
