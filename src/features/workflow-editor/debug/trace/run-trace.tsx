/**
 * A debug run's trace: the run's summary (status, mode, who, when, duration, tokens, its error), a
 * notice when the shown state may be out of date, the run's inputs and outputs (collapsed), then each
 * node in execution order as an entry that opens to its inputs, outputs, log and error. A failed
 * node's entry starts open; a node focused from the canvas opens and scrolls into view. A long trace
 * draws its first screenful of entries at once and the rest just after (use-drawn-entries.ts).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugNodeRun, DebugRun, GraphNode } from '../../../../generated/model';
import { useDateTimeFormat } from '../../../../lib/date-format';
import { useDurationFormat } from '../../../../lib/duration';
import { RunStatusChip } from './run-status';
import { TraceEntry, TraceSection, traceListSx, ValueList } from './trace-entry';
import { nodeRunKeys, runElapsedOf, runTokensOf, serverMessage } from './trace-model';
import { useDrawnEntries } from './use-drawn-entries';

export interface RunTraceProps {
  run: DebugRun;
  graphNodes: readonly GraphNode[];
  /** The node whose entry was asked for (a click on the canvas): marked as the current one. */
  focusedNodeId?: string | null;
  /** Its entry is to open and scroll into view (a new request, even for the same node). */
  revealFocused?: boolean;
  /** The entry asked for is open and in view: the request is done (`revealFocused` turns false). */
  onFocusedRevealed?: () => void;
  /** Absent: the entries have no 'Show on canvas' button. */
  onShowOnCanvas?: (nodeId: string) => void;
  /** The last refresh failed: what is shown may be out of date. */
  stale?: boolean;
}

const MODE_KEY = { DEBUG_RUN_MODE_AUTO: 'debug:mode.auto', DEBUG_RUN_MODE_STEP: 'debug:mode.step' } as const;

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A term and its value; `hideLabel` when the value says it itself (the status chip). */
function SummaryItem({ label, hideLabel = false, children }: { label: string; hideLabel?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Typography component="dt" variant="body2" sx={hideLabel ? visuallyHidden : { color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The run's status, mode, who started it, when, how long it took and its tokens. */
export function RunSummary({ run }: { run: DebugRun }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const dateTime = useDateTimeFormat({ seconds: true });
  const { duration } = useDurationFormat();
  const elapsed = runElapsedOf(run);
  const tokens = runTokensOf(run);
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 0.5, m: 0 }}>
      <SummaryItem label={t('debug:trace.summary.status')} hideLabel>
        <RunStatusChip status={run.status} />
      </SummaryItem>
      <SummaryItem label={t('debug:trace.summary.mode')}>{t(MODE_KEY[run.mode])}</SummaryItem>
      <SummaryItem label={t('debug:trace.summary.startedBy')}>{run.createdBy.name}</SummaryItem>
      <SummaryItem label={t('debug:trace.summary.started')}>{dateTime(run.startedAt)}</SummaryItem>
      {elapsed !== undefined && <SummaryItem label={t('debug:trace.summary.duration')}>{duration(elapsed)}</SummaryItem>}
      {tokens !== undefined && <SummaryItem label={t('debug:trace.summary.tokens')}>{t('debug:tokens', { count: tokens })}</SummaryItem>}
      <SummaryItem label={t('debug:trace.summary.revision')}>{run.graphRevision}</SummaryItem>
    </Box>
  );
}

/** The run's inputs and final outputs behind a disclosure (closed at first). */
function RunValues({ run }: { run: DebugRun }) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
        sx={{
          all: 'unset',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          cursor: 'pointer',
          py: 0.5,
          borderRadius: 0.5,
          color: 'text.primary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <ExpandMoreIcon fontSize="small" sx={{ color: 'text.secondary', transform: open ? 'none' : 'rotate(-90deg)' }} />
        <Typography component="span" variant="subtitle2">
          {t('debug:trace.runValues')}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('debug:trace.runValuesCount', {
            inputs: t('debug:trace.inputCount', { count: run.inputs.length }),
            outputs: t('debug:trace.outputCount', { count: run.outputs.length }),
          })}
        </Typography>
      </Box>
      {open && (
        <Box id={id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pl: 3.5, pt: 1 }}>
          <TraceSection title={t('debug:trace.inputs')}>
            <ValueList values={run.inputs} none={t('debug:trace.noInputs')} />
          </TraceSection>
          <TraceSection title={t('debug:trace.outputs')}>
            <ValueList values={run.outputs} none={t('debug:trace.noOutputs')} />
          </TraceSection>
        </Box>
      )}
    </Box>
  );
}

const startsOpen = (nodeRun: DebugNodeRun) => nodeRun.status === 'DEBUG_NODE_STATUS_FAILED';

export function RunTrace({ run, graphNodes, focusedNodeId = null, revealFocused = false, onFocusedRevealed, onShowOnCanvas, stale = false }: RunTraceProps) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const idBase = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const graphNodeById = useMemo(() => new Map(graphNodes.map((node) => [node.id, node])), [graphNodes]);
  const keys = useMemo(() => nodeRunKeys(run.nodes), [run.nodes]);
  const focusedIsInTrace = focusedNodeId !== null && run.nodes.some((node) => node.nodeId === focusedNodeId);

  // What the user opened or closed; everything else follows `startsOpen` (a node failing later opens).
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const onToggle = useCallback((key: string, open: boolean) => setToggled((current) => new Map(current).set(key, !open)), []);

  // A request for a node in this trace opens its entry (adjusted while rendering, not in an effect)…
  const revealing = revealFocused && focusedIsInTrace ? focusedNodeId : null;
  const [opened, setOpened] = useState<string | null>(null);
  if (revealing !== opened) {
    setOpened(revealing);
    if (revealing !== null) setToggled((current) => new Map(current).set(revealing, true));
  }
  // The first screenful of entries at once, the rest just after (and the one asked for, however far down).
  const revealIndex = revealing === null ? -1 : run.nodes.findIndex((node) => node.nodeId === revealing);
  const drawn = useDrawnEntries(run.nodes.length, revealIndex + 1, run.id);

  // …brings it into view once it is drawn open, and says the request is done.
  useEffect(() => {
    if (revealing === null) return;
    const entry = Array.from(listRef.current?.children ?? []).find((element) => (element as HTMLElement).dataset.nodeId === revealing);
    entry?.scrollIntoView?.({ block: 'nearest' });
    onFocusedRevealed?.();
  }, [revealing, onFocusedRevealed]);

  // A stable callback for the memoised entries, whatever the caller passes.
  const showRef = useRef(onShowOnCanvas);
  useEffect(() => {
    showRef.current = onShowOnCanvas;
  });
  const showOnCanvas = useCallback((nodeId: string) => showRef.current?.(nodeId), []);
  const canShow = onShowOnCanvas !== undefined;

  return (
    <Box component="section" aria-label={t('debug:trace.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <RunSummary run={run} />
      {stale && <Alert severity="warning">{t('debug:trace.stale')}</Alert>}
      {run.error && (
        <Alert severity={run.status === 'DEBUG_RUN_STATUS_CANCELLED' ? 'info' : 'error'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {serverMessage(run.error, t)}
        </Alert>
      )}
      <RunValues run={run} />
      {run.nodes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('debug:trace.noNodes')}
        </Typography>
      ) : (
        <Box component="ol" ref={listRef} aria-label={t('debug:trace.nodes')} sx={traceListSx}>
          {run.nodes.slice(0, drawn).map((nodeRun, index) => {
            const key = keys[index]!;
            return (
              <TraceEntry
                key={key}
                entryKey={key}
                position={index + 1}
                nodeRun={nodeRun}
                graphNode={graphNodeById.get(nodeRun.nodeId)}
                expanded={toggled.get(key) ?? startsOpen(nodeRun)}
                focused={nodeRun.nodeId === focusedNodeId}
                idBase={`${idBase}-${index}`}
                onToggle={onToggle}
                onShowOnCanvas={canShow ? showOnCanvas : undefined}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
