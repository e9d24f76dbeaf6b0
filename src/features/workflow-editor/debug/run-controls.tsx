/**
 * The controls of the run shown: its state and current node, Next (a paused step-mode run runs the
 * node it waits before) and Stop. Stop says 'Stopping…' until the server confirms; the run then shows
 * cancelled with what had finished kept. A run that finished meanwhile (409) is simply shown as it is.
 */
import SkipNextIcon from '@mui/icons-material/SkipNext';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { ValueView } from '../../../components/value-view/value-view';
import { toastMutationFailed } from '../../../components/mutation-toast';
import { useNextDebugRunStep, useStopDebugRun } from '../../../generated/debug-runs/debug-runs';
import type { DebugRun } from '../../../generated/model';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { isRunActive } from './run-overlay';
import { RunStatusChip } from './trace/run-status';
import { useSetDebugRun } from './use-debug-run';
import { HANDLED } from '../../../api/mutation-meta';

export interface RunControlsProps {
  projectId: string;
  workflowId: string;
  run: DebugRun;
  /** The holder of the edit permission controls runs; others look. */
  canControl: boolean;
  stale: boolean;
  onRetry: () => void;
}

export function RunControls({ projectId, workflowId, run, canControl, stale, onRetry }: RunControlsProps) {
  const { t, i18n } = useTranslation(['editor', 'debug']);
  const setRun = useSetDebugRun(projectId, workflowId);
  const currentTitle = useEditorStore((s) => {
    const node = run.currentNodeId ? graphOf(s).nodes.find((n) => n.id === run.currentNodeId) : undefined;
    return node?.title || run.currentNodeId;
  });
  const onFailure = (verb: 'execute' | 'cancel', thing: string) => (error: unknown) => {
    // Finished meanwhile: show it as it is.
    if (error instanceof HttpError && error.code === 409) onRetry();
    else toastMutationFailed(i18n.t, verb, thing, undefined, error);
  };
  const next = useNextDebugRunStep({ mutation: { ...HANDLED, onSuccess: setRun, onError: onFailure('execute', t('run.things.step')) } });
  const stop = useStopDebugRun({ mutation: { ...HANDLED, onSuccess: setRun, onError: onFailure('cancel', t('run.things.run')) } });
  const active = isRunActive(run);
  const paused = run.status === 'DEBUG_RUN_STATUS_PAUSED';
  const ids = { projectId, workflowId, runId: run.id };
  return (
    <Stack spacing={1.5} data-testid="run-controls" data-run-status={run.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RunStatusChip status={run.status} />
        <Typography variant="body2" color="text.secondary">
          {t(run.mode === 'DEBUG_RUN_MODE_STEP' ? 'debug:mode.step' : 'debug:mode.auto')}
        </Typography>
      </Stack>
      {active && currentTitle && (
        <Typography variant="body2" aria-live="polite">
          {paused ? t('run.controls.waitingBefore', { node: currentTitle }) : t('run.controls.running', { node: currentTitle })}
        </Typography>
      )}
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('run.controls.retry')}
            </Button>
          }
        >
          {t('run.controls.stale')}
        </Alert>
      )}
      {run.status === 'DEBUG_RUN_STATUS_SUCCEEDED' && run.outputs.length > 0 && (
        <Stack spacing={1} component="section" aria-label={t('run.controls.outputs')} data-testid="run-outputs">
          <Typography variant="subtitle2" component="h4">
            {t('run.controls.outputs')}
          </Typography>
          {run.outputs.map((output) => (
            <ValueView key={output.name} name={output.name} value={output.value} />
          ))}
        </Stack>
      )}
      {canControl && active && (
        <Stack direction="row" spacing={1}>
          {run.mode === 'DEBUG_RUN_MODE_STEP' && (
            <Button
              variant="contained"
              startIcon={<SkipNextIcon />}
              disabled={!paused || next.isPending || stop.isPending}
              onClick={() => next.mutate(ids)}
              data-testid="run-next"
            >
              {t('run.controls.next')}
            </Button>
          )}
          <Button variant="outlined" color="error" startIcon={<StopIcon />} disabled={stop.isPending} onClick={() => stop.mutate(ids)} data-testid="run-stop">
            {stop.isPending ? t('run.controls.stopping') : t('run.controls.stop')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
