/**
 * A run's rows in one virtualised table (all of them, up to 10,000, in one scroll), failures only until
 * "Show all rows" is on: row, inputs, output, expected, score, pass, latency, tokens, and a button opening
 * the row's trace on the Debug tab. Row, score, latency and tokens sort from their headers.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualTable } from '../../../components/virtual-table/virtual-table';
import type { EvaluationResult } from '../../../generated/model';
import { useResultColumns } from './result-columns';

const rowKey = (row: EvaluationResult) => row.index;

export interface ResultsGridProps {
  results: readonly EvaluationResult[];
  onOpenTrace: (debugRunId: string) => void;
  /** "Show all rows" on from the start (the tab opens on the failures; `npm run bench` on every row). */
  showAllAtFirst?: boolean;
}

export function ResultsGrid({ results, onOpenTrace, showAllAtFirst = false }: ResultsGridProps) {
  const { t } = useTranslation('evaluationRuns');
  const [showAll, setShowAll] = useState(showAllAtFirst);
  const rows = useMemo(() => (showAll ? results : results.filter((result) => !result.pass)), [results, showAll]);
  const columns = useResultColumns(onOpenTrace);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {showAll ? t('results.titleAll', { count: rows.length }) : t('results.titleFailed', { count: rows.length })}
        </Typography>
        <FormControlLabel control={<Switch checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />} label={t('results.showAll')} />
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {showAll ? t('results.none') : t('results.noFailures')}
        </Typography>
      ) : (
        <VirtualTable rows={rows} columns={columns} rowKey={rowKey} aria-label={t('results.gridLabel')} />
      )}
    </Box>
  );
}
