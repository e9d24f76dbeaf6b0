import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TONE_COLORS } from '../../../components/tone';
import { listEvaluationResults, listEvaluationRuns } from '../../../generated/evaluations/evaluations';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { renderWithProviders } from '../../../test/render';
import RunCharts from './run-charts';

/** Where the studio keeps the colour mode (the theme provider reads it). */
const THEME_STORAGE_KEY = 'vite-ui-theme';

async function renderCharts(language = 'en-us') {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  const runs = (await listEvaluationRuns('prj_support', 'wf_support_triage', { setId: 'evs_support_regression', pageSize: 10 })).items;
  const results = (await listEvaluationResults('prj_support', 'wf_support_triage', runs[0]!.id, { page: 1, pageSize: 1000 })).items;
  return renderWithProviders(<RunCharts results={results} runs={runs} />, { language });
}

/** The legends drawn (MUI X Charts' HTML legend). */
const legends = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.MuiChartsLegend-root')];

describe('RunCharts', () => {
  beforeEach(() => localStorage.clear());

  it('names the three series of the latency and tokens chart in its legend, outside the SVG; the score chart has none', async () => {
    const { container } = await renderCharts();
    await screen.findByRole('img', { name: /^Latency and tokens of \d+ finished runs? of this set$/ });
    const [legend, ...others] = legends(container);
    expect(others).toHaveLength(0);
    expect(legend).toBeDefined();
    // An HTML list inside the <svg> is never drawn: the legend sits beside it.
    expect(legend!.closest('svg')).toBeNull();
    expect(legend!.closest('[role="img"]')).toHaveAccessibleName(/^Latency and tokens/);
    const items = within(legend!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Latency p50', 'Latency p95', 'Tokens']);
  });

  it('in the dark theme, marks the series with the dark tones, in Japanese', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { container } = await renderCharts('ja-jp');
    await screen.findByRole('img', { name: /レイテンシとトークン数$/ });
    const legend = legends(container)[0]!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['レイテンシ p50', 'レイテンシ p95', 'トークン数']);
    const html = legend.innerHTML.toLowerCase();
    for (const tone of ['info', 'warning', 'success'] as const) expect(html).toContain(TONE_COLORS[tone].dark.toLowerCase());
  });
});
