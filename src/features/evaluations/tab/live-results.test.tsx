import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../../mocks/lib/clock';
import { server } from '../../../../mocks/node';
import { getEvaluationRun, listEvaluationResults, listEvaluationRuns, startEvaluationRun } from '../../../generated/evaluations/evaluations';
import { getListEvaluationResultsMockHandler } from '../../../generated/evaluations/evaluations.msw';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { failCalls, renderRoute } from '../../../test/render-route';
import { EvaluationsTab } from './evaluations-tab';

const PROJECT = 'prj_support';
const WORKFLOW = 'wf_support_triage';
const SET = 'evs_support_regression';

function open() {
  return renderRoute(
    <EvaluationsTab
      projectId={PROJECT}
      workflowId={WORKFLOW}
      canRun
      saveForRun={() => Promise.resolve('saved' as const)}
      onShowIssues={() => undefined}
      onOpenTrace={vi.fn()}
    />,
    { path: '/poc/projects/:projectId/workflows/editor/:workflowId', url: `/poc/projects/${PROJECT}/workflows/editor/${WORKFLOW}?tab=evaluations` },
  );
}

const grid = (timeout = 1000) => screen.findByRole('table', { name: 'Evaluation results' }, { timeout });
/** The result rows drawn (the header is row 1). */
const dataRows = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1);

/** A run of the seeded set started through the API, moved on the (frozen) mock clock until some rows are done. */
async function runningRun(): Promise<void> {
  const started = await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET });
  clock.advance(6000);
  const run = await getEvaluationRun(PROJECT, WORKFLOW, started.id);
  expect(run.status).toBe('EVALUATION_RUN_STATUS_RUNNING');
}

describe('EvaluationsTab: the rows of a run still moving', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    clock.freeze(Date.now());
    // jsdom lays nothing out: the results table's scroll area gets the height a browser gives it (20 rows fit).
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
    return () => clientHeight.mockRestore();
  });

  it('shows the rows finished so far below the progress, and reads them again as the run moves on', async () => {
    const { user } = open();
    await screen.findByRole('group', { name: 'Pass rate' });
    await user.click(screen.getByRole('button', { name: 'Run evaluation' }));
    expect(await screen.findByRole('progressbar', { name: 'Evaluation progress' })).toBeInTheDocument();
    expect(screen.getByText('Finished rows appear here as the run goes.')).toBeInTheDocument();

    clock.advance(6000);
    const table = await grid(6000);
    expect(screen.getByTestId('live-results-note')).toHaveTextContent('The rows finished so far. Every row, and the charts, show when the run ends.');
    expect(screen.getByRole('progressbar', { name: 'Evaluation progress' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pass rate' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    const runId = (await listEvaluationRuns(PROJECT, WORKFLOW, { setId: SET, pageSize: 10 })).items[0]!.id;
    const first = await getEvaluationRun(PROJECT, WORKFLOW, runId);
    expect(first.counts.done).toBeGreaterThan(0);
    expect(first.counts.done).toBeLessThan(20);
    await waitFor(() => expect(dataRows(table)).toHaveLength(first.counts.done));

    // The run's poll reports more rows done: they are read again.
    clock.advance(4000);
    const later = await getEvaluationRun(PROJECT, WORKFLOW, runId);
    expect(later.counts.done).toBeGreaterThan(first.counts.done);
    await waitFor(() => expect(dataRows(table)).toHaveLength(later.counts.done), { timeout: 6000 });
  }, 20_000);

  it('reads one page of 100 rows while running, and says when more rows are done than it shows', async () => {
    await runningRun();
    const sample = (await listEvaluationResults(PROJECT, WORKFLOW, 'evr_support_seed_latest', { page: 1, pageSize: 1000 })).items;
    const asked: URLSearchParams[] = [];
    server.use(
      getListEvaluationResultsMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return { items: sample, totalCount: 350, page: 1, pageSize: 100 };
      }),
    );
    open();
    expect(await screen.findByTestId('live-results-note')).toHaveTextContent(
      'Showing the first 20 of the 350 rows finished so far (by row number). Every row, and the charts, show when the run ends.',
    );
    expect(await grid()).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(0);
    for (const params of asked) expect([params.get('page'), params.get('pageSize')]).toEqual(['1', '100']);
  });

  it("says 'Failed to fetch evaluation results. Please try again later.' when the rows done cannot be read", async () => {
    await runningRun();
    failCalls(getListEvaluationResultsMockHandler);
    open();
    expect(await screen.findByText('Failed to fetch evaluation results. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Evaluation progress' })).toBeInTheDocument();
  });
});
