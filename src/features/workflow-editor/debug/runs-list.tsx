/**
 * This workflow's debug runs, newest first: state, mode, who, when, how long. A click shows a run
 * (trace, canvas); two ticked runs can be compared; a past run can be run again with its inputs.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DebugRun } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { elapsedOf, formatDuration } from '../../../lib/duration';
import { RunStatusChip } from './trace/run-status';

export interface RunsListProps {
  runs: readonly DebugRun[];
  selectedRunId: string | null;
  onSelect: (runId: string) => void;
  /** The runs ticked for comparing (at most two). */
  ticked: readonly string[];
  onTick: (runId: string, ticked: boolean) => void;
  /** Run again with this run's inputs (the edit-permission holder); absent for others. */
  onRerun?: ((run: DebugRun) => void) | undefined;
}

export function RunsList({ runs, selectedRunId, onSelect, ticked, onTick, onRerun }: RunsListProps) {
  const { t, i18n } = useTranslation(['editor', 'debug']);
  const dateTime = useDateTimeFormat();
  return (
    <List dense disablePadding aria-label={t('run.list.label')} data-testid="runs-list">
      {runs.map((run) => {
        const isTicked = ticked.includes(run.id);
        const when = dateTime(run.startedAt);
        const elapsed = elapsedOf(run.startedAt, run.finishedAt);
        return (
          <ListItem
            key={run.id}
            disablePadding
            data-run-id={run.id}
            secondaryAction={
              onRerun && (
                <Tooltip title={t('run.list.rerun')}>
                  <IconButton edge="end" size="small" aria-label={t('run.list.rerunOf', { when })} onClick={() => onRerun(run)}>
                    <ReplayIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            <Checkbox
              size="small"
              checked={isTicked}
              disabled={!isTicked && ticked.length >= 2}
              onChange={(event) => onTick(run.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('run.list.compareOf', { when }) } }}
              sx={{ ml: 0.5 }}
            />
            <ListItemButton
              selected={run.id === selectedRunId}
              onClick={() => onSelect(run.id)}
              aria-current={run.id === selectedRunId ? 'true' : undefined}
              sx={{ pr: 6 }}
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <RunStatusChip status={run.status} />
                  <Typography variant="body2" noWrap>
                    {when}
                  </Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" component="div" noWrap>
                  {t('run.list.meta', {
                    mode: t(run.mode === 'DEBUG_RUN_MODE_STEP' ? 'debug:mode.step' : 'debug:mode.auto'),
                    who: run.createdBy.name,
                    duration: elapsed === undefined ? t('run.list.inProgress') : formatDuration(elapsed, i18n.language),
                  })}
                </Typography>
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** Compare the two ticked runs. */
export function CompareButton({ ticked, onCompare }: { ticked: readonly string[]; onCompare: () => void }) {
  const { t } = useTranslation(['editor', 'debug']);
  return (
    <Button size="small" variant="outlined" disabled={ticked.length !== 2} onClick={onCompare} data-testid="run-compare">
      {t('run.list.compare', { count: ticked.length })}
    </Button>
  );
}
