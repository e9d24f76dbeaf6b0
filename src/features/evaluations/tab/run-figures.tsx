/** A finished run in figures: pass rate, rows passed and failed, mean score, latency (p50, p95) and tokens. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EvaluationRun } from '../../../generated/model';
import { useDurationFormat } from '../../../lib/duration';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" role="group" aria-label={label} sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
    </Box>
  );
}

export function RunFigures({ run }: { run: EvaluationRun }) {
  const { t, i18n } = useTranslation('evaluationRuns');
  const { duration } = useDurationFormat();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const none = t('figures.none');
  const { total, done, passed, failed, errored } = run.counts;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }} data-testid="run-figures">
      <Figure label={t('figures.passRate')} value={run.passRate === undefined ? none : percent.format(run.passRate)} />
      <Figure label={t('figures.passed')} value={t('figures.ofDone', { count: passed, done })} />
      <Figure label={t('figures.failed')} value={t('figures.failedCount', { failed, errored })} />
      <Figure label={t('figures.done')} value={t('figures.ofTotal', { done, total })} />
      <Figure label={t('figures.meanScore')} value={run.meanScore === undefined ? none : number.format(run.meanScore)} />
      <Figure
        label={t('figures.latency')}
        value={run.latencyMs ? t('figures.latencyValue', { p50: duration(run.latencyMs.p50), p95: duration(run.latencyMs.p95) }) : none}
      />
      <Figure label={t('figures.tokens')} value={number.format(run.tokens.total)} />
    </Box>
  );
}
