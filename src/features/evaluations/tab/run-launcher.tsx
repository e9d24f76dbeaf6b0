/**
 * What to run and on what: the set (with Edit set beside it for the edit permission), then the current draft (the editor saves it first, as a debug run
 * does; when it cannot, the reason, and for issues a button to list them) or a saved revision, and Run.
 * A refused start says so in the spec's words, with the server's reason (e.g. three runs already going).
 */
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { HANDLED } from '../../../api/mutation-meta';
import { mutationFailedMessage, refusalMessage } from '../../../components/mutation-toast';
import { getGetEvaluationRunQueryKey, useStartEvaluationRun } from '../../../generated/evaluations/evaluations';
import type { EvaluationRun, EvaluationSet } from '../../../generated/model';
import { useListWorkflowRevisions } from '../../../generated/workflow-revisions/workflow-revisions';
import type { DraftSaved } from './tab-props';

type Target = 'draft' | 'revision';
type Problem = { kind: Exclude<DraftSaved, 'saved'> } | { kind: 'refused'; detail?: string | undefined };

const REVISIONS_PAGE = { page: 1, pageSize: 100 } as const;

export interface RunLauncherProps {
  projectId: string;
  workflowId: string;
  sets: readonly EvaluationSet[];
  set: EvaluationSet;
  onSetChange: (setId: string) => void;
  /** Opens the set dialog on the chosen set (offered with the edit permission). */
  onEditSet: () => void;
  canRun: boolean;
  saveForRun: () => Promise<DraftSaved>;
  onShowIssues: () => void;
  onStarted: (run: EvaluationRun) => void;
  createButton: ReactNode;
}

export function RunLauncher({
  projectId,
  workflowId,
  sets,
  set,
  onSetChange,
  onEditSet,
  canRun,
  saveForRun,
  onShowIssues,
  onStarted,
  createButton,
}: RunLauncherProps) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target>('draft');
  const [revision, setRevision] = useState<number | ''>('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const revisions = useListWorkflowRevisions(projectId, workflowId, REVISIONS_PAGE, { query: { enabled: canRun && target === 'revision' } });
  const start = useStartEvaluationRun({ mutation: HANDLED });

  const run = async () => {
    setProblem(null);
    if (target === 'draft') {
      setSaving(true);
      const saved = await saveForRun().finally(() => setSaving(false));
      if (saved !== 'saved') {
        setProblem({ kind: saved });
        return;
      }
    }
    start.mutate(
      { projectId, workflowId, data: { setId: set.id, ...(target === 'revision' && revision !== '' ? { revision } : {}) } },
      {
        onSuccess: (started) => {
          queryClient.setQueryData(getGetEvaluationRunQueryKey(projectId, workflowId, started.id), started);
          onStarted(started);
        },
        onError: (error) =>
          setProblem({
            kind: 'refused',
            detail: refusalMessage(i18n.t, error) ?? (error instanceof HttpError && error.code >= 400 && error.code < 500 ? error.message : undefined),
          }),
      },
    );
  };

  const busy = saving || start.isPending;
  const ready = target === 'draft' || revision !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('sets.label')}
          value={set.id}
          onChange={(event) => onSetChange(event.target.value)}
          sx={{ minWidth: 280 }}
          helperText={t('sets.rows', { count: set.rowCount })}
        >
          {sets.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        {canRun && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEditSet}>
            {t('sets.edit')}
          </Button>
        )}
        {createButton}
      </Box>
      {canRun && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <RadioGroup row aria-label={t('target.label')} value={target} onChange={(event) => setTarget(event.target.value as Target)}>
            <FormControlLabel value="draft" control={<Radio />} label={t('target.draft')} />
            <FormControlLabel value="revision" control={<Radio />} label={t('target.revision')} />
          </RadioGroup>
          {target === 'revision' && (
            <TextField
              select
              size="small"
              label={t('target.revisionLabel')}
              value={revision}
              onChange={(event) => setRevision(Number(event.target.value))}
              sx={{ minWidth: 240 }}
              {...(revisions.isError ? { error: true, helperText: mutationFailedMessage(i18n.t, 'fetch', t('things.revisions')) } : {})}
            >
              {(revisions.data?.items ?? []).map((item) => (
                <MenuItem key={item.revision} value={item.revision}>
                  {item.name
                    ? t('target.revisionNamed', { revision: item.revision, name: item.name })
                    : t('target.revisionNumber', { revision: item.revision })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={busy || !ready} onClick={() => void run()}>
            {saving ? t('run.saving') : t('run.start')}
          </Button>
        </Box>
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          action={
            problem.kind === 'invalid' ? (
              <Button color="inherit" size="small" onClick={onShowIssues}>
                {t('problem.showIssues')}
              </Button>
            ) : undefined
          }
        >
          {problem.kind === 'refused' ? (
            <>
              {mutationFailedMessage(i18n.t, 'execute', t('things.run'))}
              {problem.detail && <Box sx={{ mt: 0.5 }}>{problem.detail}</Box>}
            </>
          ) : (
            t(`problem.${problem.kind}`)
          )}
        </Alert>
      )}
    </Box>
  );
}
