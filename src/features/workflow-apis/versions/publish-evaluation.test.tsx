import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clock } from '../../../../mocks/lib/clock';
import { server } from '../../../../mocks/node';
import { compareEvaluationRuns, listEvaluationRuns, startEvaluationRun } from '../../../generated/evaluations/evaluations';
import { getCompareEvaluationRunsMockHandler, getListEvaluationRunsMockHandler as failingRuns } from '../../../generated/evaluations/evaluations.msw';
import { getListApiVersionsMockHandler } from '../../../generated/workflow-apis/workflow-apis.msw';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { failCalls, renderRoute } from '../../../test/render-route';
import { NewVersionDialog } from './new-version-dialog';

const PROJECT = 'prj_support';
const WORKFLOW = 'wf_support_triage';
const SET = 'evs_support_regression';

function open(revision: number | null, language = 'en-us') {
  const view = renderRoute(
    <NewVersionDialog
      projectId={PROJECT}
      workflowId={WORKFLOW}
      revision={revision}
      inputs={['inquiry']}
      outputs={['category']}
      suggestedName="v3"
      pending={false}
      onCreate={() => undefined}
      onClose={() => undefined}
    />,
    { path: '/', url: '/', language },
  );
  return { ...view, dialog: screen.getByRole('dialog') };
}

const section = () => screen.getByRole('region', { name: 'Evaluation' });
const percent = (value: number | undefined) => new Intl.NumberFormat('en-us', { style: 'percent', maximumFractionDigits: 1 }).format(value!);

describe('NewVersionDialog: the evaluation beside publishing', () => {
  it('warns when the revision being published was never evaluated, and publishing stays possible', async () => {
    const { dialog } = open(10);
    expect(await within(section()).findByRole('status')).toHaveTextContent('Not evaluated: run an evaluation set on this revision before publishing.');
    expect(within(section()).getByRole('link', { name: 'Open the Evaluations tab' })).toHaveAttribute(
      'href',
      '/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=evaluations',
    );
    expect(within(dialog).getByRole('button', { name: 'Publish version' })).toBeEnabled();
  });

  it('warns when unsaved edits will be published (a revision not evaluated yet), in Japanese', async () => {
    open(null, 'ja-jp');
    expect(await within(screen.getByRole('region', { name: '評価' })).findByRole('status')).toHaveTextContent(/^未評価です。未保存の変更は/);
  });

  it("shows the set, this revision's pass rate against the published version's and warns of the rows that regressed", async () => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    // API v1 (published) runs revision 3: run the seeded set on it and let it finish on the mock clock.
    const started = await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET, revision: 3 });
    clock.advance(600_000);
    const head = (await listEvaluationRuns(PROJECT, WORKFLOW, { revision: 12, status: 'EVALUATION_RUN_STATUS_SUCCESS', pageSize: 10 })).items[0]!;
    const base = (await listEvaluationRuns(PROJECT, WORKFLOW, { revision: 3, status: 'EVALUATION_RUN_STATUS_SUCCESS', pageSize: 10 })).items[0]!;
    expect(base.id).toBe(started.id);
    const { counts } = await compareEvaluationRuns(PROJECT, WORKFLOW, head.id, base.id, { pageSize: 10 });
    expect(counts.regressed).toBeGreaterThan(0);

    open(12);
    expect(await within(section()).findByText(`Pass rate ${percent(head.passRate)} (v1: ${percent(base.passRate)})`)).toBeInTheDocument();
    expect(within(section()).getByText('問い合わせ分類 回帰テスト on revision 12')).toBeInTheDocument();
    expect(within(section()).getByRole('status')).toHaveTextContent(
      new RegExp(`^${counts.regressed} rows? regressed against v1: (it|they) passed there and fails? now\\.$`),
    );
  });

  it('says when the published version has no finished run of the set to compare with', async () => {
    open(12);
    expect(await within(section()).findByText('v1 (revision 3) has no finished run of this set to compare with.')).toBeInTheDocument();
    expect(within(section()).getByText(/^Pass rate \d/)).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('says plainly when no row regressed', async () => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET, revision: 3 });
    clock.advance(600_000);
    server.use(
      getCompareEvaluationRunsMockHandler({
        baseRunId: 'evr_base',
        headRunId: 'evr_head',
        counts: { regressed: 0, improved: 2, unchanged: 18, new: 0, removed: 0 },
        items: [],
        totalCount: 20,
        page: 1,
        pageSize: 10,
      }),
    );
    open(12);
    expect(await within(section()).findByText('No rows regressed against v1.')).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('says so when the last published version already runs the revision being published', async () => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET, revision: 3 });
    clock.advance(600_000);
    open(3);
    expect(await within(section()).findByText('v1, the published version, already runs this revision.')).toBeInTheDocument();
    expect(within(section()).getByText(/^Pass rate \d+(\.\d)?%$/)).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('shows just the pass rate when no version is published', async () => {
    server.use(getListApiVersionsMockHandler({ totalCount: 0, page: 1, pageSize: 100, items: [] }));
    open(12);
    expect(await within(section()).findByText(/^Pass rate \d+(\.\d)?%$/)).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
    expect(within(section()).queryByText(/v1/)).toBeNull();
  });

  it('shows a running evaluation of the revision (rows done of total, the result not in yet) instead of Not evaluated, then its result', async () => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    clock.freeze(Date.now());
    const started = await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET, revision: 10 });
    clock.advance(6000);
    const { counts } = (await listEvaluationRuns(PROJECT, WORKFLOW, { revision: 10, pageSize: 10 })).items.find((run) => run.id === started.id)!;
    expect(counts.done).toBeGreaterThan(0);
    open(10);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      `An evaluation of this revision (問い合わせ分類 回帰テスト) is running: ${counts.done} of 20 rows done. Its result is not in yet: wait for it on the Evaluations tab before publishing.`,
    );
    expect(within(section()).queryByText(/Not evaluated/)).toBeNull();
    // The link opens that run on the Evaluations tab.
    expect(within(section()).getByRole('link', { name: 'Open the Evaluations tab' })).toHaveAttribute(
      'href',
      `/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=evaluations&evalSet=${SET}&evalRun=${started.id}`,
    );
    // The run finishes: its pass rate shows once the poll sees it end.
    clock.advance(600_000);
    expect(await within(section()).findByText(/^Pass rate \d/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(within(section()).queryByTestId('publish-evaluation-running')).toBeNull();
  }, 15_000);

  it('in Japanese, says a run of the revision waits to start, above the previous finished evaluation', async () => {
    setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
    clock.freeze(Date.now());
    await startEvaluationRun(PROJECT, WORKFLOW, { setId: SET, revision: 12 });
    open(12, 'ja-jp');
    const region = screen.getByRole('region', { name: '評価' });
    expect(await within(region).findByTestId('publish-evaluation-running')).toHaveTextContent(
      'このリビジョンの評価（問い合わせ分類 回帰テスト、20 行）が開始を待っています。 結果はまだ出ていません。以下は、このリビジョンの前回完了した評価の結果です。',
    );
    expect(within(region).getByText(/^合格率 \d/)).toBeInTheDocument();
  });

  it("says the spec's message when the evaluation cannot be read, and publishing stays possible", async () => {
    failCalls(failingRuns);
    const { dialog } = open(12);
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Failed to fetch evaluation runs. Please try again later.');
    expect(within(dialog).getByRole('button', { name: 'Publish version' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByTestId('publish-evaluation-loading')).toBeNull());
  });
});
