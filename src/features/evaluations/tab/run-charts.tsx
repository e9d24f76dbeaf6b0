/**
 * A run's charts (@mui/x-charts, loaded only when results are shown): how its rows' scores spread (ten
 * buckets of 0.1), and how the set's finished runs compare in latency (p50, p95 bars) and tokens (line),
 * oldest on the left. The same numbers are in the figures and the grid, for screen readers and keyboards.
 *
 * Composed as MUI X Charts 9's own charts are (the legend and tooltip HTML beside the SVG): the score chart here, the
 * latency and tokens chart through the shared BarLineChartBody.
 */
import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarLineChartBody } from '../../../components/charts/bar-line-chart-body';
import { TONE_COLORS } from '../../../components/tone';
import type { EvaluationResult, EvaluationRun } from '../../../generated/model';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { isRunActive } from './run-status';
import { scoreBuckets } from './score-buckets';

export default function RunCharts({ results, runs }: { results: readonly EvaluationResult[]; runs: readonly EvaluationRun[] }) {
  const { t } = useTranslation('evaluationRuns');
  const dark = useDarkMode();
  const tone = (name: keyof typeof TONE_COLORS) => (dark ? TONE_COLORS[name].dark : TONE_COLORS[name].light);
  const buckets = useMemo(() => scoreBuckets(results.map((result) => result.score)), [results]);
  const finished = useMemo(() => runs.filter((run) => !isRunActive(run.status) && run.latencyMs).toReversed(), [runs]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box role="img" aria-label={t('charts.scoresLabel', { count: results.length })} sx={{ flex: '1 1 360px', minWidth: 0 }}>
        <ChartsDataProvider
          height={220}
          xAxis={[{ id: 'bucket', scaleType: 'band', data: buckets.map((bucket) => bucket.from.toFixed(1)), label: t('charts.score') }]}
          yAxis={[{ id: 'rows', label: t('charts.rows'), min: 0 }]}
          series={[{ type: 'bar', id: 'rows', data: buckets.map((bucket) => bucket.count), label: t('charts.rows'), color: tone('info') }]}
        >
          <ChartsWrapper hideLegend>
            <ChartsSurface>
              <BarPlot />
              <ChartsXAxis axisId="bucket" />
              <ChartsYAxis axisId="rows" />
            </ChartsSurface>
            <ChartsTooltip />
          </ChartsWrapper>
        </ChartsDataProvider>
      </Box>
      <Box role="img" aria-label={t('charts.runsLabel', { count: finished.length })} sx={{ flex: '1 1 360px', minWidth: 0 }}>
        <ChartsDataProvider
          height={220}
          xAxis={[{ id: 'runs', scaleType: 'band', data: finished.map((run) => t('charts.runName', { revision: run.revision })) }]}
          yAxis={[
            { id: 'latency', label: t('charts.latency'), min: 0 },
            { id: 'tokens', label: t('charts.tokens'), min: 0, position: 'right' },
          ]}
          series={[
            { type: 'bar', id: 'p50', data: finished.map((run) => run.latencyMs?.p50 ?? 0), label: t('charts.p50'), yAxisId: 'latency', color: tone('info') },
            {
              type: 'bar',
              id: 'p95',
              data: finished.map((run) => run.latencyMs?.p95 ?? 0),
              label: t('charts.p95'),
              yAxisId: 'latency',
              color: tone('warning'),
            },
            { type: 'line', id: 'tokens', data: finished.map((run) => run.tokens.total), label: t('charts.tokens'), yAxisId: 'tokens', color: tone('success') },
          ]}
        >
          <BarLineChartBody xAxisId="runs" leftAxisId="latency" rightAxisId="tokens" />
        </ChartsDataProvider>
      </Box>
    </Box>
  );
}
