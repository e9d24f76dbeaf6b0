/**
 * "Compare with the published version": the revision the latest published API version runs, and the set's
 * run on it — the newest that did not fail or get canceled — or, when there is none, a new run of the set on
 * that revision (its rows fill in as it runs; the comparison leaves out rows a run has not done yet).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getStartEvaluationRunMutationOptions, listEvaluationRuns } from '../../../generated/evaluations/evaluations';
import type { EvaluationRun } from '../../../generated/model';
import { lastPublishedOf } from '../../../lib/published-version';
import { listApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import { toastMutationFailed } from '../../../components/mutation-toast';

const USABLE: ReadonlySet<EvaluationRun['status']> = new Set([
  'EVALUATION_RUN_STATUS_SUCCESS',
  'EVALUATION_RUN_STATUS_RUNNING',
  'EVALUATION_RUN_STATUS_PENDING',
]);

export type PublishedBase = { kind: 'run'; run: EvaluationRun; started: boolean } | { kind: 'noPublished' };

export function usePublishedBase(projectId: string, workflowId: string, setId: string) {
  const { t, i18n } = useTranslation('evaluationSets');
  const [finding, setFinding] = useState(false);
  const start = useToastMutation(getStartEvaluationRunMutationOptions(), { verb: 'execute', thing: t('things.run'), name: (run) => run.setName });

  const find = async (): Promise<PublishedBase | undefined> => {
    setFinding(true);
    let starting = false;
    try {
      const versions = await listApiVersions(projectId, workflowId, { pageSize: 100 });
      const published = lastPublishedOf(versions.items);
      if (!published) return { kind: 'noPublished' };
      const runs = await listEvaluationRuns(projectId, workflowId, { setId, revision: published.workflowVersion, pageSize: 10 });
      const existing = runs.items.find((run) => USABLE.has(run.status));
      if (existing) return { kind: 'run', run: existing, started: false };
      starting = true;
      const run = await start.mutateAsync({ projectId, workflowId, data: { setId, revision: published.workflowVersion } });
      return { kind: 'run', run, started: true };
    } catch (error) {
      // A failed start has toasted already; a failed read says so here.
      if (!starting) toastMutationFailed(i18n.t, 'fetch', t('things.versions'), undefined, error);
      return undefined;
    } finally {
      setFinding(false);
    }
  };

  return { find, pending: finding };
}
