/**
 * How a job's executions went over time: each finished execution's duration (bars, seconds) and the share
 * of its rows that failed (line, %), oldest on the left. @mui/x-charts, loaded only here (the history page
 * imports this lazily). The same numbers are in the executions list, for screen readers and keyboards.
 * Drawn by the shared BarLineChartBody (legend and tooltip HTML beside the SVG, as MUI X Charts composes its own).
 */
import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { useTranslation } from 'react-i18next';
import type { JobExecution } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { BarLineChartBody } from '../../../components/charts/bar-line-chart-body';
import { TONE_COLORS } from '../../../components/tone';
import { chartPoints } from '../chart-points';

export default function ExecutionsChart({ executions }: { executions: readonly JobExecution[] }) {
  const { t } = useTranslation('jobs');
  const formatDate = useDateTimeFormat();
  const points = chartPoints(executions);
  // With CSS variables the theme's palette.mode stays 'light': the colour mode is read where the studio keeps it.
  const dark = useDarkMode();
  return (
    <Box role="img" aria-label={t('chart.label', { count: points.length })}>
      <ChartsDataProvider
        height={240}
        xAxis={[{ id: 'runs', scaleType: 'band', data: points.map((point) => point.createdAt), valueFormatter: (value: string) => formatDate(value) }]}
        yAxis={[
          { id: 'duration', label: t('chart.duration'), min: 0 },
          { id: 'failureRate', label: t('chart.failureRate'), min: 0, max: 100, position: 'right' },
        ]}
        series={[
          {
            type: 'bar',
            id: 'duration',
            data: points.map((point) => point.durationSeconds),
            label: t('chart.duration'),
            yAxisId: 'duration',
            color: dark ? TONE_COLORS.info.dark : TONE_COLORS.info.light,
          },
          {
            type: 'line',
            id: 'failureRate',
            data: points.map((point) => point.failureRate),
            label: t('chart.failureRate'),
            yAxisId: 'failureRate',
            color: dark ? TONE_COLORS.error.dark : TONE_COLORS.error.light,
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
      >
        <BarLineChartBody xAxisId="runs" leftAxisId="duration" rightAxisId="failureRate" />
      </ChartsDataProvider>
    </Box>
  );
}
