/**
 * One node of a run's trace: a disclosure whose header says status, name, time and tokens, and whose
 * body (rendered only while open, so a 500-node trace stays light) holds the node's times, error,
 * token usage, inputs, outputs and log, and 'Show on canvas'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugNodeRun, DebugValue, GraphNode } from '../../../../generated/model';
import { LogList } from '../../../../components/log-list/log-list';
import { ValueView } from '../../../../components/value-view/value-view';
import { useDateTimeFormat } from '../../../../lib/date-format';
import { useDurationFormat } from '../../../../lib/duration';
import { NodeStatusChip } from './run-status';
import { kindLabelOf, nodeElapsedOf, nodeErrorOf, nodeTitleOf } from './trace-model';

export interface TraceEntryProps {
  /** The entry's key in the trace (the node id, suffixed for a repeat). */
  entryKey: string;
  /** Position in execution order, from 1. */
  position: number;
  nodeRun: DebugNodeRun;
  graphNode: GraphNode | undefined;
  expanded: boolean;
  /** The node focused from the canvas: marked. */
  focused: boolean;
  /** Ids for the header and body (unique in the page). */
  idBase: string;
  /** Called with the entry's key and whether it is open now. */
  onToggle: (entryKey: string, expanded: boolean) => void;
  /** Absent: no 'Show on canvas' button. */
  onShowOnCanvas?: (nodeId: string) => void;
}

/** A titled part of an entry's body. */
export function TraceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Values one under another, or a sentence when there are none. */
export function ValueList({ values, none }: { values: readonly DebugValue[]; none: string }) {
  if (values.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {none}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {values.map((value, index) => (
        <ValueView key={`${index}:${value.name}`} name={value.name} value={value.value} />
      ))}
    </Box>
  );
}

function EntryBody({ nodeRun, title, id, onShowOnCanvas }: { nodeRun: DebugNodeRun; title: string; id: string; onShowOnCanvas?: (nodeId: string) => void }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const dateTime = useDateTimeFormat({ seconds: true });
  const error = nodeErrorOf(nodeRun, t);
  const { usage } = nodeRun;
  return (
    <Box id={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 2, pt: 1, pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {nodeRun.startedAt && (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {t('debug:trace.started')}
            </Box>
            {dateTime(nodeRun.startedAt)}
          </Typography>
        )}
        {nodeRun.finishedAt && (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {t('debug:trace.finished')}
            </Box>
            {dateTime(nodeRun.finishedAt)}
          </Typography>
        )}
        {usage && (
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {t('debug:trace.tokenUsageLabel')}
            </Box>
            {t('debug:trace.tokenUsage', { prompt: usage.promptTokens, completion: usage.completionTokens, count: usage.totalTokens })}
          </Typography>
        )}
        {onShowOnCanvas && (
          <Button size="small" variant="outlined" onClick={() => onShowOnCanvas(nodeRun.nodeId)} sx={{ ml: 'auto' }}>
            {t('debug:trace.showOnCanvas')}
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <TraceSection title={t('debug:trace.inputs')}>
          <ValueList values={nodeRun.inputs} none={t('debug:trace.noInputs')} />
        </TraceSection>
        <TraceSection title={t('debug:trace.outputs')}>
          <ValueList values={nodeRun.outputs} none={t('debug:trace.noOutputs')} />
        </TraceSection>
      </Box>
      <TraceSection title={t('debug:trace.logs')}>
        <LogList lines={nodeRun.logs} height={200} aria-label={`${t('debug:trace.logs')}: ${title}`} />
      </TraceSection>
    </Box>
  );
}

/** MUI's ExpandMore icon as a plain path (an SvgIcon per entry costs as much as the rest of the header). */
const EXPAND_MORE_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * The entries' styles, set once on the list (`traceListSx`): a 500-node trace then draws plain
 * elements instead of ten styled components per entry.
 */
export const traceListSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  borderTop: 1,
  borderColor: 'divider',
  '& > .trace-entry': {
    borderBottom: 1,
    borderColor: 'divider',
    borderLeft: '3px solid transparent',
    // Entries out of view skip layout and paint (a 500-node trace scrolls like a short one).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 44px',
  },
  '& > .trace-entry[data-expanded="true"]': { contentVisibility: 'visible' },
  '& > .trace-entry[aria-current="true"]': { borderLeftColor: 'primary.main' },
  '& .trace-heading': { m: 0, font: 'inherit' },
  '& .trace-toggle': {
    all: 'unset',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 44,
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 1,
    py: 0.5,
    cursor: 'pointer',
    color: 'text.primary',
    typography: 'body2',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  '& .trace-chevron': {
    width: 20,
    height: 20,
    fill: 'currentColor',
    color: 'text.secondary',
    flexShrink: 0,
    transition: 'transform 120ms',
    transform: 'rotate(-90deg)',
  },
  '& [aria-expanded="true"] > .trace-chevron': { transform: 'none' },
  '& .trace-position': { color: 'text.secondary', minWidth: '2ch', textAlign: 'right', flexShrink: 0 },
  '& .trace-title': { fontWeight: 600, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .trace-kind': { color: 'text.secondary', whiteSpace: 'nowrap', flexShrink: 0 },
  '& .trace-figures': { ml: 'auto', display: 'flex', gap: 2, flexShrink: 0, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' },
} as const;

export const TraceEntry = memo(function TraceEntry({
  entryKey,
  position,
  nodeRun,
  graphNode,
  expanded,
  focused,
  idBase,
  onToggle,
  onShowOnCanvas,
}: TraceEntryProps) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const { duration } = useDurationFormat();
  const title = nodeTitleOf(nodeRun, graphNode, t);
  const kind = kindLabelOf(nodeRun.kind, t);
  const elapsed = nodeElapsedOf(nodeRun);
  const bodyId = `${idBase}-body`;
  return (
    <li className="trace-entry" data-node-id={nodeRun.nodeId} data-expanded={expanded} aria-current={focused ? 'true' : undefined}>
      <h3 className="trace-heading">
        <button
          type="button"
          className="trace-toggle"
          id={`${idBase}-header`}
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={() => onToggle(entryKey, expanded)}
        >
          <svg className="trace-chevron" viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d={EXPAND_MORE_PATH} />
          </svg>
          <span className="trace-position">{position}</span>
          <NodeStatusChip status={nodeRun.status} />
          <span className="trace-title">{title}</span>
          {kind !== title && <span className="trace-kind">{kind}</span>}
          <span className="trace-figures">
            {nodeRun.usage && <span>{t('debug:tokens', { count: nodeRun.usage.totalTokens })}</span>}
            {elapsed !== undefined && <span>{duration(elapsed)}</span>}
          </span>
        </button>
      </h3>
      {expanded && <EntryBody nodeRun={nodeRun} title={title} id={bodyId} onShowOnCanvas={onShowOnCanvas} />}
    </li>
  );
});
