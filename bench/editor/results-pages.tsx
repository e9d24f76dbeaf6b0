/**
 * `?mode=results&n=10000`: the Evaluations tab's results grid (one virtualised scroll) on `n` generated
 * results, "Show all rows" on; `?mode=results-baseline`: the plain MIT MUI X DataGrid on the same rows
 * and columns, 100 rows a page (its largest), as the tab had it before. Both 740 px wide, as beside the
 * run list at 1280 px.
 */
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../../src/app/providers';
import { generateResults } from '../../src/features/evaluations/testing/generate-results';
import { ResultsGrid } from '../../src/features/evaluations/tab/results-grid';
import { resultCells } from '../../src/features/evaluations/tab/result-cells';
import type { EvaluationResult } from '../../src/generated/model';
import { createTestI18n } from '../../src/test/i18n';

const i18n = createTestI18n('en-us');
const WIDTH = 740;
const PAGE_SIZE = 100;

export function ResultsOurs({ n }: { n: number }) {
  const [results] = useState(() => generateResults(n));
  return (
    <AppProviders i18n={i18n}>
      <div style={{ width: WIDTH, padding: 16 }}>
        <ResultsGrid results={results} onOpenTrace={() => undefined} showAllAtFirst />
      </div>
    </AppProviders>
  );
}

function BaselineGrid({ rows }: { rows: readonly EvaluationResult[] }) {
  const { t } = useTranslation('evaluationRuns');
  const columns = useMemo<GridColDef<EvaluationResult>[]>(
    () => [
      { field: 'index', headerName: t('results.row'), width: 56, valueGetter: (_value, row) => row.index + 1 },
      { field: 'inputs', headerName: t('results.inputs'), flex: 1, minWidth: 110, valueGetter: (_value, row) => resultCells(row).inputs },
      { field: 'output', headerName: t('results.output'), flex: 1, minWidth: 110, valueGetter: (_value, row) => resultCells(row).output },
      { field: 'expected', headerName: t('results.expected'), flex: 1, minWidth: 100, valueGetter: (_value, row) => resultCells(row).expected },
      { field: 'score', headerName: t('results.score'), width: 64, type: 'number' },
      { field: 'pass', headerName: t('results.pass'), width: 72, valueFormatter: (value: boolean) => (value ? t('results.passed') : t('results.failed')) },
      { field: 'latencyMs', headerName: t('results.latency'), width: 80, type: 'number', valueFormatter: (value: number) => t('results.ms', { value }) },
      { field: 'tokens', headerName: t('results.tokens'), width: 72, type: 'number' },
      { field: 'trace', headerName: t('results.trace'), width: 56, sortable: false, renderCell: () => <button type="button">↗</button> },
    ],
    [t],
  );
  return (
    <div style={{ height: 520 }}>
      <DataGrid<EvaluationResult>
        aria-label={t('results.gridLabel')}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.index}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZE } } }}
        pageSizeOptions={[PAGE_SIZE]}
        disableColumnMenu
        disableRowSelectionOnClick
        disableEval
        density="compact"
      />
    </div>
  );
}

export function ResultsBaseline({ n }: { n: number }) {
  const [results] = useState(() => generateResults(n));
  return (
    <AppProviders i18n={i18n}>
      <div style={{ width: WIDTH, padding: 16 }}>
        <BaselineGrid rows={results} />
      </div>
    </AppProviders>
  );
}
