import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TONE_COLORS } from '../../../components/tone';
import type { JobExecution } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import ExecutionsChart from './executions-chart';

const THEME_STORAGE_KEY = 'vite-ui-theme';

const execution = (id: string, day: number, failedRows: number): JobExecution => ({
  id,
  jobId: 'job_1',
  jobName: 'Nightly',
  status: 'JOB_STATUS_SUCCESS',
  totalRows: 10,
  processedRows: 10,
  succeededRows: 10 - failedRows,
  failedRows,
  executedBy: { id: 'usr_1', name: 'Sato' },
  createdAt: `2026-11-0${day}T09:00:00Z`,
  startedAt: `2026-11-0${day}T09:00:00Z`,
  finishedAt: `2026-11-0${day}T09:00:30Z`,
});
const EXECUTIONS = [execution('exe_1', 1, 0), execution('exe_2', 2, 3)];

const legendOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.MuiChartsLegend-root')];

describe('ExecutionsChart', () => {
  beforeEach(() => localStorage.clear());

  it('draws its legend beside the SVG, naming the duration bars and the failure-rate line', async () => {
    const { container } = renderWithProviders(<ExecutionsChart executions={EXECUTIONS} />);
    await screen.findByRole('img', { name: 'Chart of 2 finished executions: duration and failure rate' });
    const legends = legendOf(container);
    expect(legends).toHaveLength(1);
    expect(legends[0]!.closest('svg')).toBeNull();
    expect(
      within(legends[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Duration (s)', 'Failed rows (%)']);
  });

  it('in the dark theme, marks its series with the dark tones', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { container } = renderWithProviders(<ExecutionsChart executions={EXECUTIONS} />, { language: 'ja-jp' });
    await screen.findByRole('img');
    const html = legendOf(container)[0]!.innerHTML.toLowerCase();
    for (const tone of ['info', 'error'] as const) expect(html).toContain(TONE_COLORS[tone].dark.toLowerCase());
  });
});
