/**
 * Two debug runs compared node by node: who/when of each, total duration and tokens with the
 * difference, the run inputs and final outputs side by side, then a table with a row per node (the
 * first run's order, then nodes only the second ran): status, duration and tokens of each run; a
 * row that differs (status, inputs or outputs, or ran in one run only) is marked and opens to its
 * inputs and outputs side by side with the changed words highlighted. 'Only differences' hides the rest.
 */
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Theme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugNodeRun, DebugRun, GraphNode } from '../../../../generated/model';
import { toneColor, type StyleObject } from '../../../../components/tone';
import { useDateTimeFormat } from '../../../../lib/date-format';
import { useDurationFormat } from '../../../../lib/duration';
import { compareRows, type CompareRow } from './compare-model';
import { ToneTag } from '../../../../components/tone-tag';
import { NodeStatusChip, RunStatusChip } from './run-status';
import { kindLabelOf, nodeElapsedOf, nodeTitleOf, runElapsedOf, runTokensOf, type TraceT } from './trace-model';
import { ValueComparison } from './value-diff';

export interface RunCompareProps {
  /** Run A: its order leads. */
  left: DebugRun;
  /** Run B. */
  right: DebugRun;
  graphNodes: readonly GraphNode[];
}

const MODE_KEY = { DEBUG_RUN_MODE_AUTO: 'debug:mode.auto', DEBUG_RUN_MODE_STEP: 'debug:mode.step' } as const;
const EXPAND_MORE_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/** A signed token difference: '+120 tokens', '−340 tokens', '0 tokens'. */
function tokensDelta(t: TraceT, delta: number): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '\u2212' : '';
  return t('debug:tokensDelta', { count: Math.abs(delta), sign });
}

function RunCard({ run, label }: { run: DebugRun; label: string }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const dateTime = useDateTimeFormat({ seconds: true });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>
      <Typography component="span" variant="subtitle2">
        {label}
      </Typography>
      <RunStatusChip status={run.status} />
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {[t(MODE_KEY[run.mode]), dateTime(run.startedAt), run.createdBy.name].join(' · ')}
      </Typography>
    </Box>
  );
}

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  typography: 'body2',
  '& th, & td': { px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'middle', borderBottom: 1, borderColor: 'divider' },
  '& thead th': { color: 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap' },
  '& td.cmp-number, & th.cmp-number': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .cmp-run-start': { borderLeft: 1, borderLeftColor: 'divider' },
} as const;

const nodeTableSx = (theme: Theme): StyleObject => ({
  ...tableSx,
  '& tbody > tr.cmp-row > th': { fontWeight: 400, borderLeft: '4px solid transparent' },
  '& tbody > tr.cmp-row[data-differs="true"] > th': toneColor(theme, 'warning', 'borderLeftColor'),
  '& tbody > tr.cmp-detail > td': { bgcolor: 'action.hover', p: 2 },
  '& .cmp-node': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' },
  '& .cmp-toggle': {
    all: 'unset',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    cursor: 'pointer',
    color: 'text.secondary',
    flexShrink: 0,
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
    '& svg': { width: 20, height: 20, fill: 'currentColor', transform: 'rotate(-90deg)', transition: 'transform 120ms' },
    '&[aria-expanded="true"] svg': { transform: 'none' },
  },
  '& .cmp-title': { fontWeight: 600 },
  '& .cmp-kind, & .cmp-missing, & .cmp-delta': { color: 'text.secondary' },
  '& .cmp-delta': { display: 'block', fontSize: '0.75rem' },
});

function Totals({ left, right }: { left: DebugRun; right: DebugRun }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const { duration, delta } = useDurationFormat();
  const leftMs = runElapsedOf(left);
  const rightMs = runElapsedOf(right);
  const leftTokens = runTokensOf(left);
  const rightTokens = runTokensOf(right);
  const tokens = (count: number | undefined) => (count === undefined ? '—' : t('debug:tokens', { count }));
  return (
    <Box component="table" aria-label={t('debug:compare.totals')} sx={[tableSx, { width: 'auto', minWidth: 420, alignSelf: 'flex-start' }]}>
      <thead>
        <tr>
          <td />
          <th scope="col" className="cmp-number">
            {t('debug:compare.run.a')}
          </th>
          <th scope="col" className="cmp-number">
            {t('debug:compare.run.b')}
          </th>
          <th scope="col" className="cmp-number">
            {t('debug:compare.delta')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('debug:compare.totalDuration')}</th>
          <td className="cmp-number">{leftMs === undefined ? '—' : duration(leftMs)}</td>
          <td className="cmp-number">{rightMs === undefined ? '—' : duration(rightMs)}</td>
          <td className="cmp-number">{leftMs === undefined || rightMs === undefined ? '—' : delta(rightMs - leftMs)}</td>
        </tr>
        <tr>
          <th scope="row">{t('debug:compare.totalTokens')}</th>
          <td className="cmp-number">{tokens(leftTokens)}</td>
          <td className="cmp-number">{tokens(rightTokens)}</td>
          <td className="cmp-number">{leftTokens === undefined && rightTokens === undefined ? '—' : tokensDelta(t, (rightTokens ?? 0) - (leftTokens ?? 0))}</td>
        </tr>
      </tbody>
    </Box>
  );
}

/** Status, duration and tokens of one run's node run (or 'Not run'); `other` adds the difference to it when there is one. */
function RunCells({ nodeRun, other, first }: { nodeRun: DebugNodeRun | undefined; other?: DebugNodeRun; first: boolean }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const { duration, delta } = useDurationFormat();
  if (!nodeRun) {
    return (
      <>
        <td className={first ? 'cmp-run-start' : undefined}>
          <span className="cmp-missing">{t('debug:compare.notRun')}</span>
        </td>
        <td className="cmp-number" />
        <td className="cmp-number" />
      </>
    );
  }
  const ms = nodeElapsedOf(nodeRun);
  const otherMs = other && nodeElapsedOf(other);
  const tokens = nodeRun.usage?.totalTokens;
  const otherTokens = other?.usage?.totalTokens;
  return (
    <>
      <td className={first ? 'cmp-run-start' : undefined}>
        <NodeStatusChip status={nodeRun.status} />
      </td>
      <td className="cmp-number">
        {ms === undefined ? '—' : duration(ms)}
        {ms !== undefined && otherMs !== undefined && Math.round(ms - otherMs) !== 0 && <span className="cmp-delta">{delta(ms - otherMs)}</span>}
      </td>
      <td className="cmp-number">
        {tokens === undefined ? '—' : t('debug:tokens', { count: tokens })}
        {tokens !== undefined && otherTokens !== undefined && tokens !== otherTokens && (
          <span className="cmp-delta">{tokensDelta(t, tokens - otherTokens)}</span>
        )}
      </td>
    </>
  );
}

interface RowProps {
  row: CompareRow;
  graphNode: GraphNode | undefined;
  expanded: boolean;
  detailId: string;
  onToggle: (key: string) => void;
}

const CompareTableRow = memo(function CompareTableRow({ row, graphNode, expanded, detailId, onToggle }: RowProps) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const nodeRun = (row.left ?? row.right)!;
  const title = nodeTitleOf(nodeRun, graphNode, t);
  const kind = kindLabelOf(nodeRun.kind, t);
  return (
    <>
      <tr className="cmp-row" data-node-id={row.nodeId} data-differs={row.differs}>
        <th scope="row">
          <span className="cmp-node">
            <button
              type="button"
              className="cmp-toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              aria-label={t(expanded ? 'debug:compare.hideDetails' : 'debug:compare.showDetails', { node: title })}
              onClick={() => onToggle(row.key)}
            >
              <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d={EXPAND_MORE_PATH} />
              </svg>
            </button>
            <span className="cmp-title">{title}</span>
            {kind !== title && <span className="cmp-kind">{kind}</span>}
            {row.differs && (
              <ToneTag tone="warning" Icon={CompareArrowsIcon}>
                {t('debug:compare.differs')}
              </ToneTag>
            )}
          </span>
        </th>
        <RunCells nodeRun={row.left} first />
        <RunCells nodeRun={row.right} other={row.left} first />
      </tr>
      {expanded && (
        <tr className="cmp-detail" id={detailId}>
          <td colSpan={7}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <ValueComparison title={t('debug:trace.inputs')} left={row.left?.inputs ?? []} right={row.right?.inputs ?? []} none={t('debug:trace.noInputs')} />
              <ValueComparison
                title={t('debug:trace.outputs')}
                left={row.left?.outputs ?? []}
                right={row.right?.outputs ?? []}
                none={t('debug:trace.noOutputs')}
              />
            </Box>
          </td>
        </tr>
      )}
    </>
  );
});

export function RunCompare({ left, right, graphNodes }: RunCompareProps) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const idBase = useId();
  const rows = useMemo(() => compareRows(left, right), [left, right]);
  const graphNodeById = useMemo(() => new Map(graphNodes.map((node) => [node.id, node])), [graphNodes]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const differing = rows.filter((row) => row.differs).length;
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const runA = t('debug:compare.run.a');
  const runB = t('debug:compare.run.b');

  return (
    <Box component="section" aria-label={t('debug:compare.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <RunCard run={left} label={runA} />
        <RunCard run={right} label={runB} />
      </Box>
      <Totals left={left} right={right} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <ValueComparison title={t('debug:compare.runInputs')} left={left.inputs} right={right.inputs} none={t('debug:trace.noInputs')} />
        <ValueComparison title={t('debug:compare.finalOutputs')} left={left.outputs} right={right.outputs} none={t('debug:trace.noOutputs')} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch size="small" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />}
          label={t('debug:compare.onlyDifferences')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {t('debug:compare.differsCount', { count: differing, total: rows.length })}
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('debug:compare.noDifferences')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" aria-label={t('debug:compare.label')} sx={nodeTableSx}>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  {t('debug:compare.column.node')}
                </th>
                <th scope="colgroup" colSpan={3} className="cmp-run-start">
                  {runA}
                </th>
                <th scope="colgroup" colSpan={3} className="cmp-run-start">
                  {runB}
                </th>
              </tr>
              <tr>
                <RunColumnHeads />
                <RunColumnHeads />
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <CompareTableRow
                  key={row.key}
                  row={row}
                  graphNode={graphNodeById.get(row.nodeId)}
                  expanded={open.has(row.key)}
                  detailId={`${idBase}-${row.key}`}
                  onToggle={onToggle}
                />
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

function RunColumnHeads() {
  const { t } = useTranslation(['debug']);
  return (
    <>
      <th scope="col" className="cmp-run-start">
        {t('debug:compare.column.status')}
      </th>
      <th scope="col" className="cmp-number">
        {t('debug:compare.column.duration')}
      </th>
      <th scope="col" className="cmp-number">
        {t('debug:compare.column.tokens')}
      </th>
    </>
  );
}
