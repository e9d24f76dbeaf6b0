import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetDatasetFileColumnsMockHandler } from '../../../generated/datasets/datasets.msw';
import { getCancelJobExecutionMockHandler, getCreateJobMockHandler, getExecuteJobMockHandler } from '../../../generated/jobs/jobs.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { JobListPage } from './job-list-page';

const PATH = '/poc/projects/:projectId/jobs';
const URL = '/poc/projects/prj_support/jobs';

function open(language = 'en-us', url = URL) {
  return renderRoute(<JobListPage />, { path: PATH, url, language });
}

const grid = (name = 'Jobs') => screen.findByRole('grid', { name });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;

async function pick(user: ReturnType<typeof open>['user'], combobox: HTMLElement, typed: string, option: RegExp) {
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('JobListPage', () => {
  it('lists jobs with their last execution and the time of §4', async () => {
    open();
    const table = await grid();
    const done = rowOf(table, '問い合わせ一括分類');
    expect(within(done).getByText('Failed')).toBeInTheDocument();
    expect(within(done).getByText(/^Took /)).toBeInTheDocument();
    expect(within(done).getByText('問い合わせ履歴_2026Q3.csv')).toBeInTheDocument();
    expect(within(done).getByText('Column: 問い合わせ本文')).toBeInTheDocument();
    const never = rowOf(table, '未実行のテストジョブ');
    expect(within(never).getAllByText('Not executed').length).toBeGreaterThan(0);
    const running = rowOf(table, 'Nightly triage');
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByText(/^Elapsed /)).toBeInTheDocument();
  });

  it('refuses to delete a running job, saying why, and offers to cancel it', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Nightly triage' }));
    const remove = screen.getByRole('menuitem', { name: /^Delete/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('Cannot delete running or pending jobs');
    expect(screen.getByRole('menuitem', { name: 'Cancel execution' })).toBeInTheDocument();
  });

  it('creates a job through the dependent pickers: dataset → its columns, workflow → its variables', async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New job' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job' });
    expect(within(dialog).getByText('Choose a dataset first.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Job name/ }), '一括テスト');
    await pick(user, within(dialog).getByRole('combobox', { name: /^Dataset( \*)?$/ }), '問い合わせ', /問い合わせ履歴_2026Q3\.csv/);
    expect(await within(dialog).findByText(/4 columns in this file/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Dataset column/ }));
    await user.click(await screen.findByRole('option', { name: /問い合わせ本文/ }));
    await pick(user, within(dialog).getByRole('combobox', { name: /^Workflow/ }), '問い合わせ', /問い合わせ振り分け/);
    await user.click(await within(dialog).findByRole('combobox', { name: /^Start node variable/ }));
    await user.click(await screen.findByRole('option', { name: 'inquiry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toastText()).toContain('Created job “一括テスト”');
    expect(await within(await grid()).findByText('一括テスト')).toBeInTheDocument();
  });

  it('says when the columns could not be loaded, and keeps the dialog', async () => {
    const { user } = open();
    await grid();
    failCalls(getGetDatasetFileColumnsMockHandler, 500);
    await user.click(screen.getByRole('button', { name: 'New job' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job' });
    await pick(user, within(dialog).getByRole('combobox', { name: /^Dataset( \*)?$/ }), 'faq', /faq_questions_en\.jsonl/);
    expect(await within(dialog).findByText('Failed to fetch dataset columns. Please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Load the columns again' })).toBeInTheDocument();
  });

  it("refuses an empty job with the spec's messages in Japanese, and keeps what was typed when saving fails", async () => {
    const { user } = open('ja-jp');
    await grid('ジョブ');
    await user.click(screen.getByRole('button', { name: '新しいジョブ' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいジョブ' });
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await within(dialog).findByText('ジョブ名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('データセットを選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('ワークフローを選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('データセットの列を選択してください')).toBeInTheDocument();

    failCalls(getCreateJobMockHandler, 500);
    await user.type(within(dialog).getByRole('textbox', { name: /^ジョブ名/ }), '保存失敗');
    await pick(user, within(dialog).getByRole('combobox', { name: /^データセット$|^データセット \*/ }), 'faq', /faq_questions_en\.jsonl/);
    await user.click(await within(dialog).findByRole('combobox', { name: /^データセットの列/ }));
    await user.click(await screen.findByRole('option', { name: /question/ }));
    await pick(user, within(dialog).getByRole('combobox', { name: /^ワークフロー/ }), 'FAQ', /FAQ answer/);
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(await toastText()).toContain('ジョブの作成に失敗しました。');
    expect(within(dialog).getByRole('textbox', { name: /^ジョブ名/ })).toHaveValue('保存失敗');
  });

  it('executes a job and shows it moving without a reload', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for 未実行のテストジョブ' }));
    await user.click(screen.getByRole('menuitem', { name: 'Execute' }));
    expect(await toastText()).toContain('Executed job “未実行のテストジョブ”');
    expect(await within(rowOf(table, '未実行のテストジョブ')).findByText(/Pending|Running/)).toBeInTheDocument();
  });

  it('says when executing fails, and the job stays as it was', async () => {
    const { user } = open();
    const table = await grid();
    failCalls(getExecuteJobMockHandler, 500);
    await user.click(within(table).getByRole('button', { name: 'Actions for 未実行のテストジョブ' }));
    await user.click(screen.getByRole('menuitem', { name: 'Execute' }));
    expect(await toastText()).toContain('Failed to execute job. Please try again later.');
    expect(within(rowOf(table, '未実行のテストジョブ')).getAllByText('Not executed').length).toBeGreaterThan(0);
  });

  it('cancels a running execution after asking (the rows done so far are kept): says so, and the job shows Canceled', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for Nightly triage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel execution' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel the execution of “Nightly triage”?' });
    expect(confirm).toHaveTextContent('The rows done so far keep their results');
    // Keep running: nothing is cancelled.
    await user.click(within(confirm).getByRole('button', { name: 'Keep running' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf(table, 'Nightly triage')).getByText('Running')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Actions for Nightly triage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel execution' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel the execution of “Nightly triage”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel execution' }));
    expect(await toastText()).toContain('Cancelled execution');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(rowOf(table, 'Nightly triage')).findByText('Canceled')).toBeInTheDocument();
  });

  it('edits a job: the dialog opens with its dataset and workflow, and None clears a variable', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for FAQ回答テスト' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job “FAQ回答テスト”' });
    expect(within(dialog).getByRole('combobox', { name: /^Dataset( \*)?$/ })).toHaveValue('faq_questions_en.jsonl');
    expect(within(dialog).getByRole('combobox', { name: /^Workflow( \*)?$/ })).toHaveValue('FAQ answer');
    const start = await within(dialog).findByRole('combobox', { name: /^Start node variable/ });
    expect(start).toHaveTextContent('question');
    await user.click(start);
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toastText()).toContain('Updated job “FAQ回答テスト”');
    await user.click(within(table).getByRole('button', { name: 'Actions for FAQ回答テスト' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit job “FAQ回答テスト”' });
    expect(await within(again).findByRole('combobox', { name: /^Start node variable/ })).toHaveTextContent('None');
  });

  it('the dialog offers the version the list names: the workflow revision each published version runs', async () => {
    const { user } = open();
    const table = await grid();
    // FAQ回答テスト runs revision 2, which the published version “v1.1 社内向け” runs (not “v1”, revision 1).
    expect(within(rowOf(table, 'FAQ回答テスト')).getByText('Revision 2')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Actions for FAQ回答テスト' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job “FAQ回答テスト”' });
    const version = await within(dialog).findByRole('combobox', { name: /^Version/ });
    await waitFor(() => expect(version).toHaveTextContent('v1.1 社内向け · revision 2'));
    await user.click(version);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['v1.1 社内向け · revision 2', 'v1 · revision 1']);
  });

  it("says when cancelling fails (the spec's 'Failed to cancel …')", async () => {
    const { user } = open();
    const table = await grid();
    failCalls(getCancelJobExecutionMockHandler, 500);
    await user.click(within(table).getByRole('button', { name: 'Actions for Nightly triage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Cancel execution' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the execution of “Nightly triage”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel execution' }));
    expect(await toastText()).toContain('Failed to cancel execution. Please try again later.');
    expect(within(rowOf(table, 'Nightly triage')).getByText('Running')).toBeInTheDocument();
  });
});
