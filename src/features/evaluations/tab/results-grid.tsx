/**
 * A run's rows in a virtualised grid, failures only until "Show all rows" is on: row, inputs (short),
 * output, expected, score, pass, latency, tokens, and a button opening the row's trace on the Debug tab.
 * The rows are all in memory (at most 10,000); the grid shows them 100 to a page (the MIT grid's
 * largest page), virtualised within it.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { jaJP } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationLocaleText } from '../../../components/data-table/pagination-locale-text';
import type { EvaluationResult } from '../../../generated/model';
import { resultCells } from './result-cells';

export const GRID_PAGE_SIZE = 100;

export function ResultsGrid({ results, onOpenTrace }: { results: readonly EvaluationResult[]; onOpenTrace: (debugRunId: string) => void }) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const common = useTranslation('common');
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => (showAll ? [...results] : results.filter((result) => !result.pass)), [results, showAll]);
  const localeText = useMemo(
    () => ({ ...(i18n.language.startsWith('ja') ? jaJP.components.MuiDataGrid.defaultProps.localeText : {}), ...paginationLocaleText(common.t) }),
    [i18n.language, common.t],
  );
  const number = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  // At 1280 px the grid has ~740 px beside the run list: the columns' minimum widths fit it (no sideways scroll).
  const columns = useMemo<GridColDef<EvaluationResult>[]>(
    () => [
      { field: 'index', headerName: t('results.row'), width: 56, valueGetter: (_value, row) => row.index + 1 },
      { field: 'inputs', headerName: t('results.inputs'), flex: 1, minWidth: 110, valueGetter: (_value, row) => resultCells(row).inputs },
      { field: 'output', headerName: t('results.output'), flex: 1, minWidth: 110, valueGetter: (_value, row) => resultCells(row).output },
      { field: 'expected', headerName: t('results.expected'), flex: 1, minWidth: 100, valueGetter: (_value, row) => resultCells(row).expected },
      { field: 'score', headerName: t('results.score'), width: 64, type: 'number', valueFormatter: (value: number) => number.format(value) },
      { field: 'pass', headerName: t('results.pass'), width: 72, valueFormatter: (value: boolean) => (value ? t('results.passed') : t('results.failed')) },
      { field: 'latencyMs', headerName: t('results.latency'), width: 80, type: 'number', valueFormatter: (value: number) => t('results.ms', { value }) },
      { field: 'tokens', headerName: t('results.tokens'), width: 72, type: 'number' },
      {
        field: 'trace',
        headerName: t('results.trace'),
        width: 56,
        sortable: false,
        renderCell: ({ row }) => (
          <IconButton size="small" aria-label={t('results.openTrace', { row: row.index + 1 })} onClick={() => onOpenTrace(row.debugRunId)}>
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t, number, onOpenTrace],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle2" component="h3" id="evaluation-results-title">
          {showAll ? t('results.titleAll', { count: rows.length }) : t('results.titleFailed', { count: rows.length })}
        </Typography>
        <FormControlLabel control={<Switch checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />} label={t('results.showAll')} />
      </Box>
      <Box sx={{ height: 520 }}>
        <DataGrid<EvaluationResult>
          aria-label={t('results.gridLabel')}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.index}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: GRID_PAGE_SIZE } } }}
          pageSizeOptions={[GRID_PAGE_SIZE]}
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          // The grid would otherwise probe `new Function`, which the CSP forbids.
          disableEval
          density="compact"
          localeText={{ ...localeText, noRowsLabel: showAll ? t('results.none') : t('results.noFailures') }}
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
    </Box>
  );
}
