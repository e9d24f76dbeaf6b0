/**
 * The Evaluations tab: the workflow's sets (an empty state saying how to make one; New set opens the set
 * dialog and selects the set it makes; Edit set opens it on the chosen set), what to run a set on — the
 * current draft (saved first, as a debug run) or a saved revision — and the set's runs: the one picked (the
 * newest by default) with its progress while it moves, then its results; or, switched to Compare runs, two
 * runs of the set side by side. These choices are kept in the URL (./evaluations-search.ts).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useListEvaluationSets } from '../../../generated/evaluations/evaluations';
import type { EvaluationSet } from '../../../generated/model';
import { EvaluationCompareView } from '../compare';
import { EvaluationSetDialog } from '../sets';
import { useEvaluationsSearch, type EvaluationsView } from './evaluations-search';
import { RunLauncher } from './run-launcher';
import { SetRuns } from './set-runs';
import type { EvaluationsTabProps } from './tab-props';

/** A workflow has at most 50 sets: one page holds them all. */
export const SETS_PAGE = { page: 1, pageSize: 100 } as const;

export function EvaluationsTab({ projectId, workflowId, canRun, saveForRun, onShowIssues, onOpenTrace }: EvaluationsTabProps) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const sets = useListEvaluationSets(projectId, workflowId, SETS_PAGE);
  const search = useEvaluationsSearch();
  /** The set dialog: closed, making a new set, or editing one. */
  const [dialog, openDialog] = useState<null | { edit?: EvaluationSet }>(null);

  const createButton = canRun ? (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={() => openDialog({})}>
      {t('sets.create')}
    </Button>
  ) : undefined;
  const dialogElement = dialog && (
    <EvaluationSetDialog
      projectId={projectId}
      workflowId={workflowId}
      set={dialog.edit}
      onClose={() => openDialog(null)}
      onCreated={(set) => search.showNewSet(set.id)}
    />
  );

  let body;
  if (sets.isError && !sets.data) {
    body = <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.sets'))} onRetry={() => void sets.refetch()} error={sets.error} />;
  } else if (!sets.data) {
    body = <LoadingState label={t('loading')} />;
  } else if (!sets.data.items.length) {
    body = <EmptyState message={canRun ? t('sets.empty') : t('sets.emptyReadOnly')} action={createButton} />;
  } else {
    // A set named by the URL that is gone: the first, without a word.
    const chosen = sets.data.items.find((set) => set.id === search.setId) ?? sets.data.items[0]!;
    body = (
      <>
        <RunLauncher
          projectId={projectId}
          workflowId={workflowId}
          sets={sets.data.items}
          set={chosen}
          onSetChange={search.setSet}
          onEditSet={() => openDialog({ edit: chosen })}
          canRun={canRun}
          saveForRun={saveForRun}
          onShowIssues={onShowIssues}
          onStarted={(run) => search.setRun(run.id)}
          createButton={createButton}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('view.label')}
          value={search.view}
          onChange={(_, next: EvaluationsView | null) => next && search.setView(next)}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="runs">{t('view.runs')}</ToggleButton>
          <ToggleButton value="compare">{t('view.compare')}</ToggleButton>
        </ToggleButtonGroup>
        {search.view === 'compare' ? (
          <EvaluationCompareView
            key={chosen.id}
            projectId={projectId}
            workflowId={workflowId}
            setId={chosen.id}
            baseRunId={search.baseRunId ?? undefined}
            headRunId={search.headRunId ?? undefined}
            onChange={search.setPair}
            onOpenTrace={onOpenTrace}
          />
        ) : (
          <SetRuns
            key={chosen.id}
            projectId={projectId}
            workflowId={workflowId}
            set={chosen}
            canCancel={canRun}
            runId={search.runId}
            onSelectRun={search.setRun}
            onOpenTrace={onOpenTrace}
          />
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="evaluations-title" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1600 }}>
      <Typography variant="h6" component="h2" id="evaluations-title">
        {t('title')}
      </Typography>
      {body}
      {dialogElement}
    </Box>
  );
}
