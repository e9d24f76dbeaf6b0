import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MS } from '../../../../mocks/areas/knowledge/table';
import { clock } from '../../../../mocks/lib/clock';
import { server } from '../../../../mocks/node';
import { getUploadKnowledgeFileMockHandler } from '../../../generated/knowledge-files/knowledge-files.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { testFile as file, useNodeUploads } from '../../../test/uploads';
import { KnowledgeFilesPage } from './knowledge-files-page';

const PATH = '/poc/projects/:projectId/knowledge/files';
const URL = '/poc/projects/prj_research/knowledge/files';
const ONE_MB = 1024 * 1024;

function open(language = 'en-us') {
  return renderRoute(<KnowledgeFilesPage />, { path: PATH, url: URL, language });
}

const grid = (name = 'Knowledge files') => screen.findByRole('grid', { name });
const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files, types: ['Files'] } });
const uploadLine = (name: string) => within(screen.getByRole('region', { name: /^Uploads$/ })).getByRole('listitem', { name });

/** Counts the upload requests that reach the backend. */
function countUploads() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/knowledge/files')) seen.push(request.url);
  });
  return seen;
}

describe('KnowledgeFilesPage', () => {
  useNodeUploads();

  it('lists files with status, size, type and who changed them', async () => {
    open();
    const table = await grid();
    const row = within(table).getByText('製品マニュアル_A100.pdf').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Uploaded')).toBeInTheDocument();
    expect(within(row).getByText('891 KB')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText('1 index')).toBeInTheDocument();
    const notYet = within(table).getByText('情報セキュリティ規程.pdf').closest('[role="row"]') as HTMLElement;
    expect(within(notYet).getByText('Not uploaded')).toBeInTheDocument();
    const failed = within(table).getByText('product-guide-en-v1-scan.pdf').closest('[role="row"]') as HTMLElement;
    expect(within(failed).getByText('Upload failed')).toBeInTheDocument();
  });

  it('uploads three files at once: refuses the one over 1MB and the wrong type before sending, uploads the third', async () => {
    open();
    await grid();
    const uploads = countUploads();
    drop([file('会議メモ.txt', 2048), file('big-manual.pdf', ONE_MB + 1, 'application/pdf'), file('setup.exe', 10, 'application/octet-stream')]);

    expect(await within(uploadLine('big-manual.pdf')).findByText('Not sent: File size is too large. Maximum size is 1MB.')).toBeInTheDocument();
    expect(within(uploadLine('setup.exe')).getByText('Not sent: Invalid file type')).toBeInTheDocument();
    expect(await within(uploadLine('会議メモ.txt')).findByText(/^Uploaded/)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(screen.getByText('3 of 3 finished')).toBeInTheDocument();
    const table = await grid();
    expect(await within(table).findByText('会議メモ.txt')).toBeInTheDocument();
    // The server's status of the new file moves from Uploading to Uploaded without a reload.
    const row = () => within(table).getByText('会議メモ.txt').closest('[role="row"]') as HTMLElement;
    expect(within(row()).getByText(/^(Uploading|Uploaded)$/)).toBeInTheDocument();
    clock.advance(UPLOAD_MS);
    expect(await within(row()).findByText('Uploaded')).toBeInTheDocument();
  });

  it('says why an upload failed and retries it', async () => {
    const { user } = open();
    await grid();
    failCalls(getUploadKnowledgeFileMockHandler, 500);
    drop([file('notes.md', 300, 'text/markdown')]);
    expect(await within(uploadLine('notes.md')).findByText('Upload failed: Failed to create file. Please try again later.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry uploading notes.md' }));
    expect(await within(uploadLine('notes.md')).findByText(/^Uploaded/)).toBeInTheDocument();
  });

  it('refuses in Japanese too', async () => {
    open('ja-jp');
    await grid('ナレッジファイル');
    drop([file('大きい.pdf', ONE_MB + 1, 'application/pdf')]);
    const line = within(screen.getByRole('region', { name: /^アップロード$/ })).getByRole('listitem', { name: '大きい.pdf' });
    expect(await within(line).findByText('送信しませんでした: ファイルサイズが大きすぎます。最大サイズは 1MB です。')).toBeInTheDocument();
  });

  it('refuses to delete a file an index uses, saying which, and deletes one no index uses', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for 就業規則_2026.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    await user.type(within(dialog).getByRole('textbox'), '就業規則_2026.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('This file is used by the index 社内規程. Remove it from those indexes first.')).toBeInTheDocument();
    expect(await toastText()).toContain('Failed to delete file. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Actions for 情報セキュリティ規程.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    await user.type(within(dialog).getByRole('textbox'), '情報セキュリティ規程.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('情報セキュリティ規程.pdf')).toBeNull());
  });
});
