import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDeleteDatasetFileMockHandler } from '../../../generated/datasets/datasets.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { DatasetFilesPage } from './dataset-files-page';

const PATH = '/poc/projects/:projectId/datasets';
const URL = '/poc/projects/prj_support/datasets';

function open(language = 'en-us') {
  return renderRoute(<DatasetFilesPage />, { path: PATH, url: URL, language });
}

const grid = (name = 'Dataset files') => screen.findByRole('grid', { name });
const rowOf = (table: HTMLElement, fileName: string) => within(table).getByText(fileName).closest('[role="row"]') as HTMLElement;

async function deleteFile(user: ReturnType<typeof open>['user'], table: HTMLElement, fileName: string) {
  await user.click(within(table).getByRole('button', { name: `Actions for ${fileName}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete dataset file' });
  await user.type(within(dialog).getByRole('textbox'), fileName);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('DatasetFilesPage', () => {
  it('lists files with status, size, type, rows and who changed them, under the File List tab', async () => {
    open();
    const table = await grid();
    expect(screen.getByRole('tab', { name: 'File List' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Upload' })).toHaveAttribute('href', '/poc/projects/prj_support/datasets/upload');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();

    const uploaded = rowOf(table, '問い合わせ履歴_2026Q3.csv');
    expect(within(uploaded).getByText('Uploaded')).toBeInTheDocument();
    expect(within(uploaded).getByText('CSV')).toBeInTheDocument();
    expect(within(uploaded).getByText('20')).toBeInTheDocument();
    expect(within(uploaded).getByText('by 山田 太郎')).toBeInTheDocument();
    expect(within(rowOf(table, '新規問い合わせ_11月.csv')).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(rowOf(table, 'chat_logs_2026-10.jsonl')).getByText('Uploading')).toBeInTheDocument();
    expect(within(rowOf(table, 'chat_logs_2026-10.jsonl')).getByText('8.2 MB')).toBeInTheDocument();
    const failed = rowOf(table, 'broken_export.csv');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Failed to parse file')).toBeInTheDocument();
  });

  it('refuses to delete a file jobs run over, naming the jobs; deletes a file no job uses', async () => {
    const { user } = open();
    const table = await grid();
    const dialog = await deleteFile(user, table, 'アンケート自由記述_2026-10.tsv');
    const reason = 'This file is used by these jobs: アンケート分類, Sentiment check, 要約テスト. Change those jobs to another file or delete them first.';
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(await toastText()).toBe(`Failed to delete file. Please try again later.${reason}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByText('アンケート自由記述_2026-10.tsv')).toBeInTheDocument();

    await deleteFile(user, table, 'broken_export.csv');
    await waitFor(() => expect(within(table).queryByText('broken_export.csv')).toBeNull());
    expect(await toastText()).toBe('Deleted file “broken_export.csv”');
  });

  it('says when a delete fails for another reason', async () => {
    const { user } = open();
    const table = await grid();
    failCalls(getDeleteDatasetFileMockHandler, 500);
    const dialog = await deleteFile(user, table, 'broken_export.csv');
    expect(await within(dialog).findByText('Failed to delete file. Please try again later.')).toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    const { user } = open('ja-jp');
    const table = await grid('データセットファイル');
    // A job runs the workflow row by row (行), over one column (列).
    expect(screen.getByText(/ワークフローを 1 行ずつ実行する/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ファイル一覧' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'アップロード' })).toBeInTheDocument();
    expect(within(rowOf(table, '新規問い合わせ_11月.csv')).getByText('未アップロード')).toBeInTheDocument();
    expect(within(rowOf(table, 'broken_export.csv')).getByText('ファイルの解析に失敗しました')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'faq_questions_en.jsonl の操作' }));
    await user.click(screen.getByRole('menuitem', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'データセットファイルを削除' });
    await user.type(within(dialog).getByRole('textbox'), 'faq_questions_en.jsonl');
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    expect(
      await within(dialog).findByText(
        'このファイルはジョブ FAQ回答テスト, 返信案作成 で使用されているため削除できません。先にそれらのジョブのデータセットを変更するか、ジョブを削除してください。',
      ),
    ).toBeInTheDocument();
  });
});
