/**
 * The bottom panel's content: the runs list on the left; on the right the selected run's per-node
 * trace, or two ticked runs compared node by node. A node picked on the canvas opens its trace entry;
 * a trace entry's 'Show on canvas' centres its node.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { staleAfter } from '../../../api/cache-policy/events';
import { ErrorState } from '../../../components/states';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useGetDebugRun, useListDebugRuns } from '../../../generated/debug-runs/debug-runs';
import type { DebugRun, DebugRunMode, DebugValue } from '../../../generated/model';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { isRunActive } from './run-overlay';
import { CompareButton, RunsList } from './runs-list';
import { RunCompare } from './trace/run-compare';
import { RunTrace } from './trace/run-trace';
import { useDebugRun } from './use-debug-run';

export const RUNS_PAGE_SIZE = 20;
const LIST_POLL_MS = 3000;

export interface RunsPanelProps {
  projectId: string;
  workflowId: string;
  runId: string | null;
  /** Polls the run shown (the Workflow tab: nothing else shows it there). */
  poll: boolean;
  onSelectRun: (runId: string | null) => void;
  onShowOnCanvas: (nodeId: string) => void;
  onRerun: (inputs: readonly DebugValue[], mode: DebugRunMode) => void;
}

export function RunsPanel({ projectId, workflowId, runId, poll, onSelectRun, onShowOnCanvas, onRerun }: RunsPanelProps) {
  const { t, i18n } = useTranslation(['editor']);
  const readOnly = useEditorStore((s) => s.readOnly);
  const [page, setPage] = useState(1);
  const list = useListDebugRuns(
    projectId,
    workflowId,
    { page, pageSize: RUNS_PAGE_SIZE },
    {
      query: { refetchInterval: (q) => (q.state.data?.items.some(isRunActive) ? LIST_POLL_MS : false), refetchIntervalInBackground: false },
    },
  );
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [comparing, setComparing] = useState<readonly [string, string] | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / RUNS_PAGE_SIZE)) : 1;
  const shown = useDebugRun(projectId, workflowId, runId, { poll });
  useListFollowsStatus(projectId, workflowId, shown.run);

  return (
    <Box sx={{ display: 'flex', flex: 1, minWidth: 0, minHeight: 0 }} data-testid="runs-panel">
      <Box
        component="nav"
        aria-label={t('run.list.label')}
        sx={{ width: 360, flexShrink: 0, borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
          <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
            {t('run.list.title')}
          </Typography>
          <CompareButton ticked={ticked} onCompare={() => setComparing([ticked[0]!, ticked[1]!])} />
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
          {list.isPending ? (
            <CenteredSpinner label={t('load.loading')} />
          ) : list.isError && !list.data ? (
            <Box sx={{ m: 1 }}>
              <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('run.things.runs'))} onRetry={() => void list.refetch()} />
            </Box>
          ) : list.data.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t(readOnly ? 'run.list.emptyReadOnly' : 'run.list.empty')}
            </Typography>
          ) : (
            <RunsList
              runs={list.data.items}
              selectedRunId={comparing ? null : runId}
              onSelect={(id) => {
                setComparing(null);
                onSelectRun(id);
              }}
              ticked={ticked}
              onTick={(id, on) => setTicked((current) => (on ? [...current.filter((x) => x !== id), id].slice(-2) : current.filter((x) => x !== id)))}
              onRerun={readOnly ? undefined : (run: DebugRun) => onRerun(run.inputs, run.mode)}
            />
          )}
        </Box>
        {pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_e, next) => setPage(next)} sx={{ py: 0.5, alignSelf: 'center' }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto' }} data-testid="run-detail">
        {comparing ? (
          <ComparedRuns projectId={projectId} workflowId={workflowId} ids={comparing} onClose={() => setComparing(null)} />
        ) : runId ? (
          <ShownRun shown={shown} onShowOnCanvas={onShowOnCanvas} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('run.trace.pick')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The list is the only place that shows every run's status: it follows the run shown as its status changes. */
function useListFollowsStatus(projectId: string, workflowId: string, run: DebugRun | undefined) {
  const queryClient = useQueryClient();
  const status = run?.status;
  const seen = useRef<{ id: string; status: string } | null>(null);
  useEffect(() => {
    if (!run || !status) return;
    const before = seen.current;
    seen.current = { id: run.id, status };
    if (before?.id === run.id && before.status !== status) void staleAfter.debugRunStatusChanged(queryClient, { projectId, workflowId });
  }, [run, status, queryClient, projectId, workflowId]);
}

/** The run shown, its trace following the store's trace entry asked for (`showTrace`). */
function ShownRun({ shown, onShowOnCanvas }: { shown: ReturnType<typeof useDebugRun>; onShowOnCanvas: (nodeId: string) => void }) {
  const { t, i18n } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const graphNodes = useEditorStore((s) => graphOf(s).nodes);
  const focus = useEditorStore((s) => s.traceFocus);
  if (shown.run)
    return (
      <RunTrace
        run={shown.run}
        graphNodes={graphNodes}
        focusedNodeId={focus?.nodeId ?? null}
        revealFocused={focus?.reveal ?? false}
        onFocusedRevealed={store.traceShown}
        onShowOnCanvas={onShowOnCanvas}
        stale={shown.stale}
      />
    );
  if (shown.failed)
    return (
      <Box sx={{ m: 1 }}>
        <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('run.things.run'))} onRetry={shown.retry} />
      </Box>
    );
  return <CenteredSpinner label={t('load.loading')} />;
}

function ComparedRuns({ projectId, workflowId, ids, onClose }: { projectId: string; workflowId: string; ids: readonly [string, string]; onClose: () => void }) {
  const { t, i18n } = useTranslation(['editor']);
  const graphNodes = useEditorStore((s) => graphOf(s).nodes);
  const left = useGetDebugRun(projectId, workflowId, ids[0]);
  const right = useGetDebugRun(projectId, workflowId, ids[1]);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5 }}>
        <Button size="small" onClick={onClose}>
          {t('run.compare.close')}
        </Button>
      </Box>
      {left.data && right.data ? (
        <RunCompare left={left.data} right={right.data} graphNodes={graphNodes} />
      ) : left.isError || right.isError ? (
        <Box sx={{ m: 1 }}>
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('run.things.runs'))} />
        </Box>
      ) : (
        <CenteredSpinner label={t('load.loading')} />
      )}
    </Box>
  );
}
