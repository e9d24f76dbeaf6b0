/**
 * The results grid's columns: row, inputs, output, expected, score, pass, latency, tokens and a button
 * opening the row's trace; row, score, latency and tokens sort. At 1280 px the grid has ~740 px beside
 * the run list (a border and a scroll bar inside): the columns' least widths together stay within 720 px
 * in both languages, so nothing scrolls sideways, and a fixed column widens to its header (with the sort
 * arrow) when the language needs it ("レイテンシ", "トークン数"), the room coming from the text columns.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { headerFit, type VirtualColumn } from '../../../components/virtual-table/columns';
import type { EvaluationResult } from '../../../generated/model';
import { PassTag, TraceButton } from './result-parts';
import { resultCells } from './result-cells';

export function useResultColumns(onOpenTrace: (debugRunId: string) => void): VirtualColumn<EvaluationResult>[] {
  const { t, i18n } = useTranslation('evaluationRuns');
  return useMemo(() => resultColumns(t, i18n.language, onOpenTrace), [t, i18n.language, onOpenTrace]);
}

/** The columns in `language` (`t` of the evaluationRuns namespace). */
export function resultColumns(t: TFunction<'evaluationRuns'>, language: string, onOpenTrace: (debugRunId: string) => void): VirtualColumn<EvaluationResult>[] {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  // Scores with two decimals each (0.30, 1.00), so a column of them lines up.
  const scoreFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    {
      id: 'row',
      header: t('results.row'),
      width: headerFit(t('results.row'), 56, true),
      align: 'end',
      cell: (row) => number.format(row.index + 1),
      sortValue: (row) => row.index,
    },
    { id: 'inputs', header: t('results.inputs'), width: { flex: 1, min: 84 }, cell: (row) => resultCells(row).inputs },
    { id: 'output', header: t('results.output'), width: { flex: 1.4, min: 110 }, cell: (row) => resultCells(row).output },
    { id: 'expected', header: t('results.expected'), width: { flex: 1, min: 80 }, cell: (row) => resultCells(row).expected },
    {
      id: 'score',
      header: t('results.score'),
      width: headerFit(t('results.score'), 68, true),
      align: 'end',
      cell: (row) => scoreFormat.format(row.score),
      sortValue: (row) => row.score,
    },
    {
      id: 'pass',
      header: t('results.pass'),
      width: headerFit(t('results.pass'), 72, false),
      cell: (row) => <PassTag data-pass={row.pass}>{row.pass ? t('results.passed') : t('results.failed')}</PassTag>,
    },
    {
      id: 'latency',
      header: t('results.latency'),
      width: headerFit(t('results.latency'), 88, true),
      align: 'end',
      cell: (row) => t('results.ms', { value: row.latencyMs }),
      sortValue: (row) => row.latencyMs,
    },
    {
      id: 'tokens',
      header: t('results.tokens'),
      width: headerFit(t('results.tokens'), 72, true),
      align: 'end',
      cell: (row) => number.format(row.tokens),
      sortValue: (row) => row.tokens,
    },
    {
      id: 'trace',
      header: t('results.trace'),
      width: headerFit(t('results.trace'), 64, false),
      cell: (row) => (
        <TraceButton type="button" aria-label={t('results.openTrace', { row: row.index + 1 })} onClick={() => onOpenTrace(row.debugRunId)}>
          <OpenInNewIcon />
        </TraceButton>
      ),
    },
  ];
}
