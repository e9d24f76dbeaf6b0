import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clock } from '../../../../mocks/lib/clock';
import { scenario } from '../../../../mocks/lib/scenario';
import {
  getCreateKnowledgeIndexMockHandler,
  getDeleteKnowledgeIndexMockHandler,
  getUpdateKnowledgeIndexMockHandler,
} from '../../../generated/knowledge-indexes/knowledge-indexes.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { KnowledgeIndexesPage } from './knowledge-indexes-page';

const PATH = '/poc/projects/:projectId/knowledge/indexes';
const URL = '/poc/projects/prj_research/knowledge/indexes';

function open(language = 'en-us') {
  return renderRoute(<KnowledgeIndexesPage />, { path: PATH, url: URL, language });
}

const grid = (name = 'Knowledge indexes') => screen.findByRole('grid', { name });
const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('[role="row"]') as HTMLElement;

describe('KnowledgeIndexesPage', () => {
  it('lists indexes with a status per state and why a build failed', async () => {
    open();
    const table = await grid();
    expect(within(rowOf(table, '製品マニュアル')).getByText('Ready')).toBeInTheDocument();
    expect(within(rowOf(table, '社内規程')).getByText('Building')).toBeInTheDocument();
    const failed = rowOf(table, 'English product docs');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Upload failed: product-guide-en-v1-scan.pdf')).toBeInTheDocument();
    expect(within(rowOf(table, 'Release notes')).getByText(/^3 files · release-notes-2026-06.md/)).toBeInTheDocument();
  });

  it('creates an index from two files and watches it build to Ready without reloading', async () => {
    const { user } = open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'New index' }));
    const dialog = await screen.findByRole('dialog', { name: 'New knowledge index' });
    expect(within(dialog).getByRole('textbox', { name: 'Minimum score' })).toHaveAttribute('placeholder', '0.75');
    expect(within(dialog).getByRole('textbox', { name: 'Number of documents' })).toHaveAttribute('placeholder', '3');
    await user.type(within(dialog).getByRole('textbox', { name: /^Index name/ }), 'リリース情報');
    const picker = within(dialog).getByRole('combobox', { name: /^Files/ });
    await user.type(picker, 'release-notes-2026-07');
    await user.click(await screen.findByRole('option', { name: /release-notes-2026-07\.md/ }));
    await user.clear(picker);
    await user.type(picker, 'release-notes-2026-08');
    await user.click(await screen.findByRole('option', { name: /release-notes-2026-08\.md/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and build' }));
    expect(await toastText()).toContain('Created index “リリース情報”');

    const table = await grid();
    const row = () => rowOf(table, 'リリース情報');
    expect(await within(table).findByText('リリース情報')).toBeInTheDocument();
    expect(within(row()).getByText(/Pending|Building/)).toBeInTheDocument();
    clock.advance(60_000);
    // Waits for the list's next poll (POLL_MS: 250 ms of real time in tests), well within findBy's 5 s (src/test/setup-dom.ts).
    expect(await within(row()).findByText('Ready')).toBeInTheDocument();
  });

  it("refuses an empty form, chunk size 0 and an overlap not smaller than the size with the spec's messages, in Japanese", async () => {
    const { user } = open('ja-jp');
    await grid('ナレッジインデックス');
    await user.click(screen.getByRole('button', { name: '新しいインデックス' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいナレッジインデックス' });
    const size = within(dialog).getByRole('textbox', { name: /^チャンクサイズ/ });
    await user.clear(size);
    await user.click(within(dialog).getByRole('button', { name: '作成して構築' }));
    expect(await within(dialog).findByText('インデックス名を入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('ファイルを 1 つ以上選択してください')).toBeInTheDocument();
    expect(within(dialog).getByText('チャンクサイズを入力してください')).toBeInTheDocument();
    await user.type(size, '0');
    expect(await within(dialog).findByText('1 以上を入力してください')).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '200');
    expect(await within(dialog).findByText('チャンクオーバーラップはチャンクサイズより小さくしてください')).toBeInTheDocument();
  });

  it('opens an index in progress read-only, and its menu says why edit and delete are unavailable', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Actions for 社内規程' }));
    const edit = screen.getByRole('menuitem', { name: /^Edit/ });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveTextContent('Cannot edit the index because its status is processing.');
    expect(screen.getByRole('menuitem', { name: /^Delete/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('button', { name: '社内規程' }));
    const dialog = await screen.findByRole('dialog', { name: 'Index “社内規程”' });
    expect(within(dialog).getByText('Cannot edit the index because its status is processing.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Index name/ })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save and rebuild' })).toBeNull();
  });

  it('shows a build file by file, flags a file that stopped moving, and retries only the failed file', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: 'Building: build of 社内規程' }));
    let drawer = await screen.findByRole('dialog', { name: 'Build of “社内規程”' });
    const stuck = within(drawer).getByRole('listitem', { name: '経費精算規程.docx' });
    expect(within(stuck).getByText(/^Not moving/)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Rebuild all' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: 'Failed: build of English product docs' }));
    drawer = await screen.findByRole('dialog', { name: 'Build of “English product docs”' });
    expect(within(drawer).getByText('The build failed')).toBeInTheDocument();
    expect(within(within(drawer).getByRole('listitem', { name: 'product-guide-en-v1-scan.pdf' })).getAllByText(/Failed/).length).toBeGreaterThan(0);
    await user.click(within(drawer).getByRole('button', { name: 'Retry the failed file' }));
    expect(await toastText()).toContain('Started rebuilding index “English product docs”');
  });

  it('says why a build failed in the list and the drawer; the retried file becomes searchable and the index Ready', async () => {
    const { user } = open();
    const table = await grid();
    scenario.set({ failKnowledgeFiles: ['release-notes-2026-07.md'] });
    await user.click(within(table).getByRole('button', { name: 'Actions for Release notes' }));
    await user.click(screen.getByRole('menuitem', { name: /^Rebuild/ }));
    expect(await within(rowOf(table, 'Release notes')).findByText(/Pending|Building/)).toBeInTheDocument();
    clock.advance(60_000);
    expect(await within(rowOf(table, 'Release notes')).findByText('Failed to parse file: release-notes-2026-07.md')).toBeInTheDocument();

    scenario.set({ failKnowledgeFiles: [] });
    await user.click(within(table).getByRole('button', { name: 'Failed: build of Release notes' }));
    const drawer = await screen.findByRole('dialog', { name: 'Build of “Release notes”' });
    const failed = () => within(drawer).getByRole('listitem', { name: 'release-notes-2026-07.md' });
    expect(within(failed()).getByText('Failed to parse file: release-notes-2026-07.md')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Retry the failed file' }));
    expect(await within(rowOf(table, 'Release notes')).findByText(/Pending|Building/)).toBeInTheDocument();
    clock.advance(60_000);
    expect(await within(failed()).findByText('Searchable')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(await within(rowOf(table, 'Release notes')).findByText('Ready')).toBeInTheDocument();
  });

  it('says when a delete fails, in a toast and in the dialog', async () => {
    const { user } = open();
    const table = await grid();
    failCalls(getDeleteKnowledgeIndexMockHandler, 500);
    await user.click(within(table).getByRole('button', { name: 'Actions for Release notes' }));
    await user.click(screen.getByRole('menuitem', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete index' });
    await user.type(within(dialog).getByRole('textbox'), 'Release notes');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toContain('Failed to delete index. Please try again later.');
    expect(await within(dialog).findByText('Failed to delete index. Please try again later.')).toBeInTheDocument();
    expect(within(table).getByText('Release notes')).toBeInTheDocument();
  });

  it('says when creating fails and keeps what was typed', async () => {
    const { user } = open();
    await grid();
    failCalls(getCreateKnowledgeIndexMockHandler, 500);
    await user.click(screen.getByRole('button', { name: 'New index' }));
    const dialog = await screen.findByRole('dialog', { name: 'New knowledge index' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Index name/ }), 'Never saved');
    await user.type(within(dialog).getByRole('combobox', { name: /^Files/ }), '用語集');
    await user.click(await screen.findByRole('option', { name: /用語集\.csv/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and build' }));
    expect(await toastText()).toContain('Failed to create index. Please try again later.');
    expect(within(dialog).getByRole('textbox', { name: /^Index name/ })).toHaveValue('Never saved');
  });

  it('previews how a file is split with the chunk size and overlap as typed', async () => {
    const { user } = open();
    const table = await grid();
    await user.click(within(table).getByRole('button', { name: '製品マニュアル' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit index “製品マニュアル”' });
    const size = within(dialog).getByRole('textbox', { name: /^Chunk size/ });
    await user.clear(size);
    await user.type(size, '300');
    const overlap = within(dialog).getByRole('textbox', { name: /^Chunk overlap/ });
    await user.clear(overlap);
    await user.type(overlap, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Preview chunks' }));
    const chunks = await within(dialog).findByRole('list', { name: 'Chunks' });
    const items = within(chunks).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toHaveTextContent(/^Chunk 1 · \d+ characters/);
    // Japanese text ends its chunks at sentence ends.
    expect(items[0]!.textContent).toMatch(/[。！？」）]\s*$/);
  });

  it('keeps what was typed when saving fails', async () => {
    const { user } = open();
    const table = await grid();
    failCalls(getUpdateKnowledgeIndexMockHandler, 500);
    await user.click(within(table).getByRole('button', { name: 'Release notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit index “Release notes”' });
    const name = within(dialog).getByRole('textbox', { name: /^Index name/ });
    await user.clear(name);
    await user.type(name, 'Release notes 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save and rebuild' }));
    expect(await toastText()).toContain('Failed to update index. Please try again later.');
    expect(name).toHaveValue('Release notes 2026');
  });
});
