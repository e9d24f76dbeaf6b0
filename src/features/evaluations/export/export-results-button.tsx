import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastMutationFailed } from '../../../components/mutation-toast';
import { getEvaluationSet, listEvaluationResults } from '../../../generated/evaluations/evaluations';
import type { EvaluationResult, EvaluationRun } from '../../../generated/model';
import { downloadCsv } from '../../../lib/csv';
import { evaluationCsvFileName, evaluationResultsCsv } from './results-csv';

const PAGE = 1000;

/**
 * Export CSV of a run's results (issue #32 item 5): every row, read page by page (1,000 at a time, a set
 * holds at most 10,000), with the set's start variables and outputs as columns; UTF-8 with a BOM for Excel.
 * A failed read says 'Failed to export results. Please try again later.'
 */
export function ExportResultsButton({ projectId, workflowId, run }: { projectId: string; workflowId: string; run: EvaluationRun }) {
  const { t, i18n } = useTranslation('evaluationSets');
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      const set = await getEvaluationSet(projectId, workflowId, run.setId);
      const results: EvaluationResult[] = [];
      for (let page = 1; ; page += 1) {
        const list = await listEvaluationResults(projectId, workflowId, run.id, { page, pageSize: PAGE });
        results.push(...list.items);
        if (list.items.length < PAGE || results.length >= list.totalCount) break;
      }
      const text = evaluationResultsCsv(
        results,
        { inputNames: set.inputNames, outputNames: set.outputs.map((output) => output.name) },
        {
          row: t('csv.row'),
          output: (name) => t('csv.output', { name }),
          expected: (name) => t('csv.expected', { name }),
          score: (name) => t('csv.score', { name }),
          pass: (name) => t('csv.pass', { name }),
          rowPass: t('csv.rowPass'),
          rowScore: t('csv.rowScore'),
          latencyMs: t('csv.latencyMs'),
          tokens: t('csv.tokens'),
          debugRunId: t('csv.debugRunId'),
          error: t('csv.error'),
          passed: t('csv.passed'),
          failed: t('csv.failed'),
        },
      );
      downloadCsv(text, evaluationCsvFileName(run));
    } catch (error) {
      toastMutationFailed(i18n.t, 'export', t('things.results'), undefined, error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} loading={pending} disabled={run.counts.done === 0} onClick={() => void exportCsv()}>
      {t('csv.export')}
    </Button>
  );
}
