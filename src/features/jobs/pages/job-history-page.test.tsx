import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { JobHistoryPage } from './job-history-page';

const PATH = '/poc/projects/:projectId/jobs/:jobId/history';

function open(jobId: string, search = '', language = 'en-us') {
  return renderRoute(<JobHistoryPage />, { path: PATH, url: `/poc/projects/prj_support/jobs/${jobId}/history${search}`, language });
}

const executions = () => screen.findByRole('list', { name: 'Executions' });
const results = () => screen.findByRole('grid', { name: 'Row results' });

afterEach(() => vi.unstubAllGlobals());

describe('JobHistoryPage', () => {
  it("lists the job's executions newest first and shows the newest one's row results", async () => {
    open('job_inquiry_triage');
    expect(await screen.findByRole('heading', { name: 'Execution history of “問い合わせ一括分類”', level: 1 })).toBeInTheDocument();
    const list = await executions();
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    const grid = await results();
    expect(within(grid).getByText('請求書の再発行をお願いできますか？先月分が見当たりません。')).toBeInTheDocument();
  });

  it('selects an older execution into the URL and shows its rows; a cancelled one has cancelled rows', async () => {
    const { user } = open('job_inquiry_triage');
    const list = await executions();
    await user.click(within(list).getAllByRole('button')[1]!);
    expect(within(list).getAllByRole('button')[1]).toHaveAttribute('aria-current', 'true');
    const grid = await results();
    expect((await within(grid).findAllByText('Canceled')).length).toBeGreaterThan(0);
  });

  it("says 'Execution not found for job' for an unknown historyId", async () => {
    open('job_inquiry_triage', '?historyId=jex_nope');
    expect(await screen.findByText('Execution not found for job')).toBeInTheDocument();
  });

  it('exports the results as CSV with a BOM, and links a failed row to the editor to debug its input', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:test'), revokeObjectURL: () => undefined }));
    const { user } = open('job_faq_answer_test', '?historyId=jex_faq_answer_test_1');
    const grid = await results();
    const debug = await within(grid).findByRole('link', { name: 'Debug this input (row 4) in the workflow editor' });
    expect(debug.getAttribute('href')).toMatch(/^\/poc\/projects\/prj_support\/workflows\/editor\/wf_faq_answer\?tab=debug&input\.question=/);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Row,Input,Output,Status,Error\r\n');
    expect(text).toContain('LLM call timed out after 60 seconds');
  });

  it('in Japanese, cancelling the running execution asks first, saying how far it is and that the rows done are kept', async () => {
    const { user } = open('job_nightly_triage', '', 'ja-jp');
    await user.click(await screen.findByRole('button', { name: '実行をキャンセル' }));
    const confirm = await screen.findByRole('dialog', { name: '「Nightly triage」の実行をキャンセルしますか？' });
    expect(confirm).toHaveTextContent(/\d+ 行中 \d+ 行が処理済みです。/);
    expect(confirm).toHaveTextContent('処理済みの行の結果は履歴と CSV エクスポートに残ります。');
    await user.click(within(confirm).getByRole('button', { name: '実行をキャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: '実行' })).toBeInTheDocument();
  });

  it('in Japanese, an unexecuted job says so and offers Execute', async () => {
    open('job_not_executed', '', 'ja-jp');
    expect(await screen.findByText('このジョブはまだ実行されていません。実行すると結果がここに表示されます。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '実行' })).toBeInTheDocument();
  });
});
