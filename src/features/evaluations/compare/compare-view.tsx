import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_MS, pollListWhile } from '../../../components/data-table/poll-while';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import type { Tone } from '../../../components/tone';
import { ToneTag } from '../../../components/tone-tag';
import { useCompareEvaluationRuns, useListEvaluationRuns } from '../../../generated/evaluations/evaluations';
import type { EvaluationCompareRow, EvaluationRowChange, EvaluationRun } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useRunOfSet } from '../runs/use-run-of-set';
import { OutputDiff } from './output-diff';
import { usePublishedBase } from './use-published-base';

const CHANGES: readonly EvaluationRowChange[] = [
  'EVALUATION_ROW_CHANGE_REGRESSED',
  'EVALUATION_ROW_CHANGE_IMPROVED',
  'EVALUATION_ROW_CHANGE_NEW',
  'EVALUATION_ROW_CHANGE_REMOVED',
  'EVALUATION_ROW_CHANGE_UNCHANGED',
];
const COUNT_KEY = {
  EVALUATION_ROW_CHANGE_REGRESSED: 'regressed',
  EVALUATION_ROW_CHANGE_IMPROVED: 'improved',
  EVALUATION_ROW_CHANGE_NEW: 'new',
  EVALUATION_ROW_CHANGE_REMOVED: 'removed',
  EVALUATION_ROW_CHANGE_UNCHANGED: 'unchanged',
} as const;
/** Each change's tone and icon (a word and an icon, never colour alone; outlined tags read in both themes). */
const LOOK: Record<(typeof COUNT_KEY)[EvaluationRowChange], { tone: Tone; Icon: SvgIconComponent }> = {
  regressed: { tone: 'error', Icon: TrendingDownIcon },
  improved: { tone: 'success', Icon: TrendingUpIcon },
  new: { tone: 'info', Icon: AddCircleOutlineIcon },
  removed: { tone: 'warning', Icon: RemoveCircleOutlineIcon },
  unchanged: { tone: 'neutral', Icon: DragHandleIcon },
};
const PAGE = 1000;

const isActive = (run: EvaluationRun) => run.status === 'EVALUATION_RUN_STATUS_PENDING' || run.status === 'EVALUATION_RUN_STATUS_RUNNING';

export interface EvaluationCompareViewProps {
  projectId: string;
  workflowId: string;
  setId: string;
  /**
   * The runs to compare; by default the set's newest run (head) against the one before (base). A run that
   * is gone or of another set is replaced by its default. A change of these (e.g. Back) shows that pair.
   */
  baseRunId?: string | undefined;
  headRunId?: string | undefined;
  /** Another pair was picked (e.g. to keep it in the URL). */
  onChange?(runs: { baseRunId: string; headRunId: string }): void;
  /** Opens a row's trace (the debug run it ran as) in the Debug tab. */
  onOpenTrace?(debugRunId: string): void;
}

/**
 * Two runs of the same set side by side (issue #32 item 3): pick base and head, the counts of regressed,
 * improved, new, removed and unchanged rows, then the rows, regressions first, a regressed row showing its
 * outputs' character diff. "Compare with the published version" makes the base the set's run on the
 * revision the latest published API version runs, starting that run when there is none. Polls while a run
 * of the pair is still going.
 */
export function EvaluationCompareView({ projectId, workflowId, setId, baseRunId, headRunId, onChange, onOpenTrace }: EvaluationCompareViewProps) {
  const { t, i18n } = useTranslation('evaluationSets');
  const formatDate = useDateTimeFormat();
  const [picked, setPicked] = useState<{ base?: string | undefined; head?: string | undefined }>({ base: baseRunId, head: headRunId });
  // The pair given from outside changed (the URL, by Back or a link): it is the one shown.
  const [given, setGiven] = useState({ base: baseRunId, head: headRunId });
  if (given.base !== baseRunId || given.head !== headRunId) {
    setGiven({ base: baseRunId, head: headRunId });
    setPicked({ base: baseRunId, head: headRunId });
  }
  const [notice, setNotice] = useState<string>();
  // The published version's run, offered at once (the list refetches after a start; this one may be older than its page).
  const [found, setFound] = useState<EvaluationRun>();
  const runs = useListEvaluationRuns(projectId, workflowId, { setId, pageSize: 100 }, { query: { refetchInterval: pollListWhile(isActive) } });
  const listed = runs.data?.items ?? [];
  const known = runs.data && found && !listed.some((run) => run.id === found.id) ? [...listed, found] : runs.data?.items;
  const pickedHead = useRunOfSet(projectId, workflowId, setId, picked.head, known);
  const pickedBase = useRunOfSet(projectId, workflowId, setId, picked.base, known);
  // A picked run older than the listed page is offered in the pickers too.
  const items = [...(known ?? [])];
  for (const one of [pickedHead, pickedBase]) if (one.state === 'found' && one.run && !items.some((run) => run.id === one.id)) items.push(one.run);
  const head = pickedHead.state === 'found' ? pickedHead.id : listed[0]?.id;
  const base = pickedBase.state === 'found' ? pickedBase.id : listed.find((run) => run.id !== head)?.id;
  const pair = items.filter((run) => run.id === head || run.id === base);
  const comparison = useCompareEvaluationRuns(
    projectId,
    workflowId,
    head ?? '',
    base ?? '',
    { pageSize: PAGE },
    { query: { enabled: Boolean(head && base && head !== base), refetchInterval: pair.some(isActive) ? POLL_MS : false } },
  );
  const published = usePublishedBase(projectId, workflowId, setId);

  const pick = (next: { base?: string | undefined; head?: string | undefined }) => {
    const merged = { base, head, ...next };
    setPicked(merged);
    if (merged.base && merged.head) onChange?.({ baseRunId: merged.base, headRunId: merged.head });
  };

  const compareWithPublished = async () => {
    setNotice(undefined);
    const answer = await published.find();
    if (!answer) return;
    if (answer.kind === 'noPublished') {
      setNotice(t('compare.noPublished'));
      return;
    }
    const { run, started } = answer;
    if (started) setNotice(t('compare.publishedStarted', { revision: run.revision }));
    setFound(run);
    pick({ base: run.id, head: head === run.id ? listed.find((other) => other.id !== run.id)?.id : head });
  };

  const runLabel = (run: EvaluationRun) =>
    t('compare.runOption', {
      revision: run.revision,
      date: formatDate(run.startedAt),
      passRate: run.passRate === undefined ? '—' : `${Math.round(run.passRate * 100)}%`,
      status: t(`compare.status.${run.status}`),
    });
  const picker = (which: 'base' | 'head', value: string | undefined) => (
    <TextField
      select
      label={t(`compare.${which}`)}
      value={value ?? ''}
      onChange={(event) => pick({ [which]: event.target.value })}
      sx={{ minWidth: 320 }}
      size="small"
    >
      {items.map((run) => (
        <MenuItem key={run.id} value={run.id}>
          {runLabel(run)}
        </MenuItem>
      ))}
    </TextField>
  );

  if (runs.isError) return <Alert severity="error">{mutationFailedMessage(i18n.t, 'fetch', t('things.runs'))}</Alert>;
  if (runs.isPending || pickedHead.state === 'pending' || pickedBase.state === 'pending')
    return <Typography color="text.secondary">{t('compare.loading')}</Typography>;

  return (
    <Box component="section" aria-label={t('compare.title')} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {picker('base', base)}
        {picker('head', head)}
        <Button variant="outlined" onClick={() => void compareWithPublished()} loading={published.pending}>
          {t('compare.withPublished')}
        </Button>
      </Box>
      {notice && <Alert severity="info">{notice}</Alert>}
      {items.length < 2 && !notice && <Alert severity="info">{t('compare.needTwo')}</Alert>}
      {head && base && head === base && <Alert severity="warning">{t('compare.sameRun')}</Alert>}
      {comparison.isError && <Alert severity="error">{mutationFailedMessage(i18n.t, 'fetch', t('things.comparison'))}</Alert>}
      {comparison.data && (
        <>
          <Box component="ul" aria-label={t('compare.counts')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
            {CHANGES.map((change) => {
              const key = COUNT_KEY[change];
              return (
                <li key={change}>
                  <ToneTag tone={LOOK[key].tone} Icon={LOOK[key].Icon}>
                    {t(`compare.count.${key}`, { count: comparison.data.counts[key] })}
                  </ToneTag>
                </li>
              );
            })}
          </Box>
          {pair.some(isActive) && <Typography color="text.secondary">{t('compare.stillRunning')}</Typography>}
          <List aria-label={t('compare.rows')} dense>
            {comparison.data.items.map((row) => (
              <CompareRowItem key={row.index} row={row} onOpenTrace={onOpenTrace} />
            ))}
          </List>
          {comparison.data.totalCount > comparison.data.items.length && (
            <Typography color="text.secondary">{t('compare.more', { shown: comparison.data.items.length, total: comparison.data.totalCount })}</Typography>
          )}
        </>
      )}
    </Box>
  );
}

function CompareRowItem({ row, onOpenTrace }: { row: EvaluationCompareRow; onOpenTrace?: ((debugRunId: string) => void) | undefined }) {
  const { t } = useTranslation('evaluationSets');
  const key = COUNT_KEY[row.change];
  const score = (result: EvaluationCompareRow['base']) => (result ? result.score.toFixed(2) : '—');
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={t('compare.rowLabel', { row: row.index + 1, change: t(`compare.change.${key}`) })}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ minWidth: 56 }}>
          {t('compare.row', { row: row.index + 1 })}
        </Typography>
        <ToneTag tone={LOOK[key].tone} Icon={LOOK[key].Icon}>
          {t(`compare.change.${key}`)}
        </ToneTag>
        <Typography variant="body2" color="text.secondary">
          {t('compare.scoreChange', { base: score(row.base), head: score(row.head) })}
        </Typography>
        {row.head && onOpenTrace && (
          <Button size="small" sx={{ ml: 'auto' }} onClick={() => onOpenTrace(row.head!.debugRunId)}>
            {t('compare.openTrace')}
          </Button>
        )}
      </Box>
      {key === 'regressed' && (
        <Box sx={{ mt: 1, pl: 2 }}>
          <OutputDiff base={row.base} head={row.head} />
        </Box>
      )}
    </ListItem>
  );
}
