/**
 * The Debug tab's side panel: the controls of the run shown (first, so Next and Stop are always in view)
 * and the run form (the edit-permission holder). Starting saves unsaved edits first (a run runs the saved graph); when they cannot be saved
 * the form says why — an invalid graph offers its issue list. A refused start shows the server's reason.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { mutationFailedMessage, refusalMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import { useStartDebugRun } from '../../../generated/debug-runs/debug-runs';
import type { StartVariable } from '../../../generated/model';
import { useDebugInputsFromLink } from '../components/editor-search';
import type { SavedForRun } from '../save/ensure-saved';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { readLastRun, writeLastRun } from './last-inputs';
import { RunControls } from './run-controls';
import { RunForm } from './run-form';
import { runFormDefaults, type RunFormValues } from './run-form-schema';
import { useDebugRun, useSetDebugRun } from './use-debug-run';
import { HANDLED } from '../../../api/mutation-meta';

export interface DebugSidePanelProps {
  projectId: string;
  workflowId: string;
  runId: string | null;
  saveForRun: () => Promise<SavedForRun>;
  onShowIssues: () => void;
  onStarted: (runId: string) => void;
}

const NO_VARIABLES: readonly StartVariable[] = [];

type Problem = { kind: Exclude<SavedForRun, 'saved'> } | { kind: 'refused'; detail: string | undefined };

const PROBLEM_KEY = {
  invalid: 'run.problem.invalid',
  offline: 'run.problem.offline',
  conflict: 'run.problem.conflict',
  failed: 'run.problem.failed',
} as const;

export function DebugSidePanel({ projectId, workflowId, runId, saveForRun, onShowIssues, onStarted }: DebugSidePanelProps) {
  const { t, i18n } = useTranslation(['editor']);
  const readOnly = useEditorStore((s) => s.readOnly);
  const variables = useEditorStore((s) => {
    const start = graphOf(s).nodes.find((node) => node.kind === 'NODE_KIND_START');
    return start?.kind === 'NODE_KIND_START' ? start.data.inputVariables : NO_VARIABLES;
  });
  const [lastRun] = useState(() => readLastRun(workflowId));
  // Inputs a link handed over (a batch job's row to debug) win over the remembered run's.
  const linked = useDebugInputsFromLink();
  const defaults = useMemo(() => runFormDefaults(variables, [...(lastRun?.inputs ?? []), ...linked], lastRun?.mode), [variables, lastRun, linked]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const setRun = useSetDebugRun(projectId, workflowId);
  const start = useStartDebugRun({ mutation: HANDLED });
  const shown = useDebugRun(projectId, workflowId, runId);

  const onSubmit = async (values: RunFormValues) => {
    setProblem(null);
    setSaving(true);
    const saved = await saveForRun().finally(() => setSaving(false));
    if (saved !== 'saved') {
      setProblem({ kind: saved });
      return;
    }
    const inputs = values.inputs.map(({ name, value }) => ({ name, value }));
    start.mutate(
      { projectId, workflowId, data: { mode: values.mode, inputs } },
      {
        onSuccess: (run) => {
          writeLastRun(workflowId, { mode: values.mode, inputs });
          setRun(run);
          onStarted(run.id);
        },
        onError: (error) =>
          setProblem({
            kind: 'refused',
            detail: refusalMessage(i18n.t, error) ?? (error instanceof HttpError && error.code >= 400 && error.code < 500 ? error.message : undefined),
          }),
      },
    );
  };

  return (
    <Box component="section" aria-label={t('run.panel')} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="debug-panel">
      <Typography variant="subtitle1" component="h2">
        {t('run.panel')}
      </Typography>
      {/* The run shown first: Next and Stop stay in view above the form, however tall the form or short the panel. */}
      {runId && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('run.controls.title')}
          </Typography>
          {shown.run ? (
            <RunControls projectId={projectId} workflowId={workflowId} run={shown.run} canControl={!readOnly} stale={shown.stale} onRetry={shown.retry} />
          ) : shown.failed ? (
            <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('run.things.run'))} onRetry={shown.retry} />
          ) : null}
          <Divider />
        </>
      )}
      {readOnly ? (
        <Alert severity="info">{t('run.readOnly')}</Alert>
      ) : (
        <RunForm variables={variables} defaults={defaults} busy={saving || start.isPending} onSubmit={(values) => void onSubmit(values)} />
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          data-testid="run-problem"
          action={
            problem.kind === 'invalid' ? (
              <Button color="inherit" size="small" onClick={onShowIssues}>
                {t('run.problem.showIssues')}
              </Button>
            ) : undefined
          }
        >
          {'detail' in problem ? (
            <>
              {mutationFailedMessage(i18n.t, 'execute', t('run.things.run'))}
              {problem.detail && <Box sx={{ mt: 0.5 }}>{problem.detail}</Box>}
            </>
          ) : (
            t(PROBLEM_KEY[problem.kind])
          )}
        </Alert>
      )}
    </Box>
  );
}
