/**
 * The new version dialog's evaluation section (#32): the latest evaluation of the revision being published —
 * its set and pass rate — against the last published version (its pass rate on the same set and the rows that
 * regressed), with the way to the editor's Evaluations tab. It warns, never silently: no evaluation of this
 * revision, one still running (its rows done; the result not in yet), or regressions. Publishing stays possible
 * whatever it shows, a failed read included.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import type { EvaluationRun } from '../../../generated/model';
import { evaluationsHref } from '../../../lib/paths';
import { usePublishEvaluation, type PublishEvaluation as Evaluation } from './use-publish-evaluation';

export interface PublishEvaluationProps {
  projectId: string;
  workflowId: string;
  /** The saved revision the new version publishes; null when unsaved edits will be saved first. */
  revision: number | null;
  /** The link to the Evaluations tab was followed (the dialog closes). */
  onLeave: () => void;
}

export function PublishEvaluation({ projectId, workflowId, revision, onLeave }: PublishEvaluationProps) {
  const { t } = useTranslation('apis');
  const headingId = useId();
  const evaluation = usePublishEvaluation(projectId, workflowId, revision);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid="publish-evaluation">
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {t('newVersion.evaluation.title')}
      </Typography>
      <EvaluationBody evaluation={evaluation} />
      {evaluation.kind !== 'loading' && (
        <Link component={RouterLink} to={evaluationsHref(projectId, workflowId, shownRun(evaluation))} onClick={onLeave} variant="body2" underline="hover">
          {t('newVersion.evaluation.open')}
        </Link>
      )}
    </Box>
  );
}

/** The run the section speaks of (the one still moving first), opened on the Evaluations tab. */
function shownRun(evaluation: Evaluation): { setId?: string; runId?: string } {
  const run = evaluation.kind === 'evaluated' ? (evaluation.running ?? evaluation.run) : evaluation.kind === 'notEvaluated' ? evaluation.running : undefined;
  return run ? { setId: run.setId, runId: run.id } : {};
}

function EvaluationBody({ evaluation }: { evaluation: Evaluation }) {
  const { t, i18n } = useTranslation('apis');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (value: number | undefined) => (value === undefined ? t('newVersion.evaluation.noRate') : percent.format(value));
  switch (evaluation.kind) {
    case 'loading':
      return <Skeleton variant="text" width="80%" data-testid="publish-evaluation-loading" />;
    case 'failed':
      return (
        <Box sx={{ my: 1 }}>
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.evaluation'))} onRetry={evaluation.retry} error={evaluation.error} />
        </Box>
      );
    case 'notEvaluated':
      if (evaluation.running) return <RunningAlert run={evaluation.running} earlier={false} />;
      return (
        <Alert severity="warning" role="status" sx={{ my: 1 }}>
          {t('newVersion.evaluation.none')}
        </Alert>
      );
    case 'unsaved':
      return (
        <Alert severity="warning" role="status" sx={{ my: 1 }}>
          {t('newVersion.evaluation.unsaved')}
        </Alert>
      );
    case 'evaluated': {
      const { run, running, published, base, regressed, sameAs } = evaluation;
      const version = published?.versionName;
      return (
        <Box sx={{ my: 1 }}>
          {running && <RunningAlert run={running} earlier />}
          <Typography variant="body2">{t('newVersion.evaluation.set', { name: run.setName, revision: run.revision })}</Typography>
          <Typography variant="body2" data-testid="publish-evaluation-rate">
            {base
              ? t('newVersion.evaluation.rateAgainst', { rate: rate(run.passRate), version, published: rate(base.passRate) })
              : t('newVersion.evaluation.rate', { rate: rate(run.passRate) })}
          </Typography>
          {sameAs && (
            <Typography variant="body2" color="text.secondary">
              {t('newVersion.evaluation.sameRevision', { version: sameAs.versionName })}
            </Typography>
          )}
          {published && !base && (
            <Typography variant="body2" color="text.secondary">
              {t('newVersion.evaluation.noBase', { version, revision: published.workflowVersion })}
            </Typography>
          )}
          {regressed !== undefined &&
            (regressed > 0 ? (
              <Alert severity="warning" role="status" sx={{ mt: 1 }}>
                {t('newVersion.evaluation.regressed', { count: regressed, version })}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('newVersion.evaluation.noRegressions', { version })}
              </Typography>
            ))}
        </Box>
      );
    }
  }
}

/** A run of the revision still moving: its rows done (or that it waits to start); its result is not in yet. */
function RunningAlert({ run, earlier }: { run: EvaluationRun; earlier: boolean }) {
  const { t } = useTranslation('apis');
  const { done, total } = run.counts;
  const now =
    run.status === 'EVALUATION_RUN_STATUS_PENDING'
      ? t('newVersion.evaluation.pending', { name: run.setName, total })
      : t('newVersion.evaluation.running', { name: run.setName, done, total });
  return (
    <Alert severity="warning" role="status" sx={{ my: 1 }} data-testid="publish-evaluation-running">
      {now} {t(earlier ? 'newVersion.evaluation.notInYetEarlier' : 'newVersion.evaluation.notInYet')}
    </Alert>
  );
}
