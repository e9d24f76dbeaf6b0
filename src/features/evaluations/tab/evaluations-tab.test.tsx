import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../../mocks/lib/clock';
import { listEvaluationResults } from '../../../generated/evaluations/evaluations';
import { getListEvaluationRunsMockHandler, getListEvaluationSetsMockHandler } from '../../../generated/evaluations/evaluations.msw';
import { server } from '../../../../mocks/node';
import { failCalls, renderRoute } from '../../../test/render-route';
import { EvaluationsTab } from './evaluations-tab';
import type { EvaluationsTabProps } from './tab-props';

const PATH = '/poc/projects/:projectId/workflows/editor/:workflowId';

function open(props: Partial<EvaluationsTabProps> = {}, { workflowId = 'wf_support_triage', language = 'en-us' } = {}) {
  const onOpenTrace = vi.fn();
  const saveForRun = vi.fn(() => Promise.resolve('saved' as const));
  const view = renderRoute(
    <EvaluationsTab
      projectId="prj_support"
      workflowId={workflowId}
      canRun
      saveForRun={saveForRun}
      onShowIssues={() => undefined}
      onOpenTrace={onOpenTrace}
      {...props}
    />,
    { path: PATH, url: `/poc/projects/prj_support/workflows/editor/${workflowId}?tab=evaluations`, language },
  );
  return { ...view, onOpenTrace, saveForRun };
}

const grid = () => screen.findByRole('table', { name: 'Evaluation results' });
const dataRows = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('EvaluationsTab', () => {
  // jsdom lays nothing out: give the results grid's scroll area a height that shows the seeded run's 20 rows at once.
  beforeEach(() => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
    return () => clientHeight.mockRestore();
  });

  it("shows the set's newest run: its pass rate, and only the failed rows until Show all rows is on", async () => {
    const { user } = open();
    expect(await screen.findByRole('combobox', { name: 'Evaluation set' })).toHaveTextContent('問い合わせ分類 回帰テスト');
    const runs = await screen.findByRole('list', { name: 'Runs of this set' });
    expect(within(runs).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    // A list holds only list items (axe's rule): each run's button in its own.
    expect(within(runs).getAllByRole('listitem')).toHaveLength(within(runs).getAllByRole('button').length);
    const passRate = await screen.findByRole('group', { name: 'Pass rate' });
    expect(passRate).toHaveTextContent(/\d+(\.\d)?%/);
    const table = await grid();
    const failed = dataRows(table);
    expect(screen.getByRole('heading', { name: `Failed rows (${failed.length})` })).toBeInTheDocument();
    for (const row of failed) expect(row).toHaveTextContent('Failed');
    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(20));
    expect(screen.getByRole('heading', { name: 'All rows (20)' })).toBeInTheDocument();
    expect(within(table).getAllByText('Passed').length).toBeGreaterThan(0);
  });

  it("opens a row's trace through the callback with its debug run", async () => {
    const { user, onOpenTrace } = open();
    const table = await grid();
    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(20));
    await user.click(await screen.findByRole('button', { name: 'Open the trace of row 1 on the Debug tab' }));
    const page = await listEvaluationResults('prj_support', 'wf_support_triage', 'evr_support_seed_latest', { page: 1, pageSize: 1000 });
    expect(onOpenTrace).toHaveBeenCalledExactlyOnceWith(page.items.find((result) => result.index === 0)!.debugRunId);
  });

  it('runs the set on the draft (saved first), shows the progress, and the results once the run finishes', async () => {
    const { user, saveForRun } = open();
    await screen.findByRole('group', { name: 'Pass rate' });
    await user.click(screen.getByRole('button', { name: 'Run evaluation' }));
    expect(saveForRun).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('progressbar', { name: 'Evaluation progress' })).toBeInTheDocument();
    const runs = screen.getByRole('list', { name: 'Runs of this set' });
    await waitFor(() => expect(within(runs).getAllByRole('button')).toHaveLength(3));
    expect(within(runs).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
    clock.advance(600_000);
    expect(await screen.findByRole('group', { name: 'Pass rate' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Evaluation progress' })).toBeNull();
    expect(await grid()).toBeInTheDocument();
  }, 15_000);

  it('cancels a running run: the bar stops and the run says Canceled', async () => {
    const { user } = open();
    await screen.findByRole('group', { name: 'Pass rate' });
    await user.click(screen.getByRole('button', { name: 'Run evaluation' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Evaluation progress' })).toBeNull());
    const runs = screen.getByRole('list', { name: 'Runs of this set' });
    expect(await within(within(runs).getAllByRole('button')[0]!).findByText('Canceled')).toBeInTheDocument();
  });

  it('does not start a run when the draft cannot be saved, and offers the issue list', async () => {
    const onShowIssues = vi.fn();
    const { user } = open({ saveForRun: () => Promise.resolve('invalid'), onShowIssues });
    await screen.findByRole('group', { name: 'Pass rate' });
    await user.click(screen.getByRole('button', { name: 'Run evaluation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The workflow has issues to fix before it can be saved and evaluated.');
    await user.click(screen.getByRole('button', { name: 'Show issues' }));
    expect(onShowIssues).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('list', { name: 'Runs of this set' })).getAllByRole('button')).toHaveLength(2);
  });

  it('in Japanese, says how to make a set when the workflow has none, and New set there opens the set dialog', async () => {
    answerNoSets();
    const { user } = open({}, { language: 'ja-jp' });
    expect(await screen.findByText(/このワークフローには評価セットがまだありません。/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新しいセット' }));
    expect(await screen.findByRole('dialog', { name: '評価セットの作成' })).toBeInTheDocument();
  });

  it('offers no New set to a reader without the edit permission', async () => {
    answerNoSets();
    open({ canRun: false });
    expect(await screen.findByText(/The person holding the edit permission can create one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New set' })).toBeNull();
  });

  it('makes a set by hand with New set beside the set picker, and selects it', async () => {
    const { user } = open();
    const picker = await screen.findByRole('combobox', { name: 'Evaluation set' });
    await user.click(screen.getByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New evaluation set' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Set name/ }), '手入力の確認');
    await user.click(within(dialog).getByRole('radio', { name: 'Enter by hand' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'inquiry (input), row 1' }), '返品したいです');
    await user.type(within(dialog).getByRole('textbox', { name: 'category (expected), row 1' }), '返品');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New evaluation set' })).toBeNull());
    await waitFor(() => expect(picker).toHaveTextContent('手入力の確認'));
    expect(screen.getByText('1 row')).toBeInTheDocument();
    expect(await screen.findByText(/This set has not been run yet/)).toBeInTheDocument();
  });

  it('edits the chosen set with Edit set beside the picker: the picker shows the new name', async () => {
    const { user } = open();
    const picker = await screen.findByRole('combobox', { name: 'Evaluation set' });
    await user.click(screen.getByRole('button', { name: 'Edit set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit evaluation set' });
    const name = within(dialog).getByRole('textbox', { name: /^Set name/ });
    expect(name).toHaveValue('問い合わせ分類 回帰テスト');
    await user.clear(name);
    await user.type(name, '問い合わせ分類 v2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit evaluation set' })).toBeNull());
    await waitFor(() => expect(picker).toHaveTextContent('問い合わせ分類 v2'));
  });

  it('offers no Edit set to a reader without the edit permission', async () => {
    open({ canRun: false });
    await screen.findByRole('combobox', { name: 'Evaluation set' });
    expect(screen.queryByRole('button', { name: 'Edit set' })).toBeNull();
  });

  it("offers Export CSV of a finished run's results", async () => {
    open();
    await grid();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("compares the set's runs: the seeded pair's counts, and a row's trace opens through the callback", async () => {
    const { user, onOpenTrace } = open();
    await screen.findByRole('group', { name: 'Pass rate' });
    await user.click(screen.getByRole('button', { name: 'Compare runs' }));
    const counts = await screen.findByRole('list', { name: 'Rows by change' });
    expect(within(counts).getByText('Improved 4')).toBeInTheDocument();
    expect(within(counts).getByText('Regressed 0')).toBeInTheDocument();
    expect(within(counts).getByText('Unchanged 16')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Runs of this set' })).toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Rows, regressions first' })).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Open trace' }));
    expect(onOpenTrace).toHaveBeenCalledWith(expect.stringMatching(/^dbg_evr_support_seed_latest_/));
    await user.click(screen.getByRole('button', { name: 'Runs and results' }));
    expect(await screen.findByRole('list', { name: 'Runs of this set' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch evaluation sets. Please try again later.' when the sets cannot be read", async () => {
    failCalls(getListEvaluationSetsMockHandler);
    open();
    expect(await screen.findByText('Failed to fetch evaluation sets. Please try again later.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch evaluation runs. Please try again later.' when the runs cannot be read", async () => {
    failCalls(getListEvaluationRunsMockHandler);
    open();
    expect(await screen.findByText('Failed to fetch evaluation runs. Please try again later.')).toBeInTheDocument();
  });
});

/** The workflow's set list answers empty. */
function answerNoSets() {
  server.use(getListEvaluationSetsMockHandler({ totalCount: 0, page: 1, pageSize: 100, items: [] }));
}
