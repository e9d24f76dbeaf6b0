import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, openSignedIn, resetMock, setScenario } from './support/studio';

/**
 * Knowledge (issue #14) through `prism proxy --errors`: three files uploaded at once (one over 1MB and
 * one of a wrong type refused before sending), progress and final statuses; an index created from two
 * files that goes from pending to ready without a reload, read-only while it builds; chunk size 0 and no
 * file refused; a failing build that says why and is retried; a file used by an index refused on delete,
 * another deleted; failing writes; one journey in Japanese; axe on both pages, the dialog and the build.
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);

const FILES = '/poc/projects/prj_support/knowledge/files';
const INDEXES = '/poc/projects/prj_support/knowledge/indexes';
const ONE_MB = 1024 * 1024;

const dialog = (page: Page) => page.getByRole('dialog');
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const row = (page: Page, gridName: string, name: string) => grid(page, gridName).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const uploadLine = (page: Page, name: string) => page.getByRole('region', { name: /^(Uploads|アップロード)$/ }).getByRole('listitem', { name });

async function rowAction(page: Page, name: string, action: string | RegExp) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const text = (sentences: number) =>
  Array.from({ length: sentences }, (_, i) => `返品は商品到着後${i + 1}日以内に受け付けます。理由を添えてご連絡ください！`).join('');

test('files: three at once (two refused before sending), progress, statuses that move, delete refused while an index uses the file', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', FILES);
  await expect(grid(page, 'Knowledge files').getByText('FAQ_2026Q3.csv')).toBeVisible();
  await expectAccessible(page, 'knowledge files page');

  // Slow the upload down so its progress bar shows (Chromium's network emulation).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
  const uploads: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/knowledge/files') && uploads.push(request.url()));

  await page.getByTestId('file-input').setInputFiles([
    { name: '返品メモ.txt', mimeType: 'text/plain', buffer: Buffer.from(text(4000)) },
    { name: 'manual-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(ONE_MB + 1, 0x25) },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(uploadLine(page, 'manual-scan.pdf')).toContainText('Not sent: File size is too large. Maximum size is 1MB.');
  await expect(uploadLine(page, 'setup.exe')).toContainText('Not sent: Invalid file type');
  await expect(uploadLine(page, '返品メモ.txt').getByRole('progressbar', { name: 'Uploading 返品メモ.txt' })).toBeVisible();
  await expect(uploadLine(page, '返品メモ.txt')).toContainText(/Uploading… \d+%/);
  await expect(uploadLine(page, '返品メモ.txt')).toContainText('Uploaded', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(uploads).toHaveLength(1);
  await expect(page.getByText('3 of 3 finished')).toBeVisible();

  // The list shows the new file uploading on the server, then uploaded, without a reload.
  const added = row(page, 'Knowledge files', '返品メモ.txt');
  await expect(added).toContainText(/Uploading|Uploaded/);
  await expect(added).toContainText('Uploaded', { timeout: 15_000 });
  await expect(added).toContainText('Hanako Sato');

  // A file an index is built from cannot be deleted; one no index uses can.
  await rowAction(page, 'FAQ_2026Q3.csv', 'Delete');
  await dialog(page).getByRole('textbox').fill('FAQ_2026Q3.csv');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(dialog(page)).toContainText('This file is used by the index FAQ. Remove it from those indexes first.');
  await expect(toast(page, 'Failed to delete file. Please try again later.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await rowAction(page, 'Escalation guide.docx', 'Delete');
  await dialog(page).getByRole('textbox').fill('Escalation guide.docx');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted file “Escalation guide.docx”')).toBeVisible();
  await expect(row(page, 'Knowledge files', 'Escalation guide.docx')).toHaveCount(0);

  // Failing writes: the upload and the delete say so.
  await setScenario({ writeFailureRate: 1 });
  await page.getByTestId('file-input').setInputFiles([{ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n\nShip it.') }]);
  await expect(uploadLine(page, 'notes.md')).toContainText('Upload failed: Failed to create file. Please try again later.');
});

test('indexes: refused settings, a new index builds to ready without a reload, read-only while building, a failed build says why and is retried', async ({ page }) => {
  // Two index builds watched to their end: close to a minute here, more on a busy machine.
  test.slow();
  await openSignedIn(page, 'agentEditor', INDEXES);
  await expect(grid(page, 'Knowledge indexes').getByText('FAQ 2026Q4')).toBeVisible();
  await expect(row(page, 'Knowledge indexes', 'FAQ 2026Q4')).toContainText('Waiting for files');
  await expectAccessible(page, 'knowledge indexes page');

  await page.getByRole('button', { name: 'New index' }).first().click();
  await expect(dialog(page)).toContainText('New knowledge index');
  // No name, no file, chunk size 0: each refused with its message.
  await dialog(page).getByRole('textbox', { name: /^Chunk size/ }).fill('0');
  await dialog(page).getByRole('button', { name: 'Create and build' }).click();
  await expect(dialog(page)).toContainText('Please enter an index name');
  await expect(dialog(page)).toContainText('Please select at least one file');
  await expect(dialog(page)).toContainText('Enter 1 or more');
  await expectAccessible(page, 'index dialog with errors');

  await dialog(page).getByRole('textbox', { name: /^Index name/ }).fill('Support handbook');
  await dialog(page).getByRole('textbox', { name: /^Chunk size/ }).fill('400');
  await dialog(page).getByRole('textbox', { name: /^Chunk overlap/ }).fill('40');
  const picker = dialog(page).getByRole('combobox', { name: /^Files/ });
  await picker.fill('Escalation');
  await page.getByRole('option', { name: /Escalation guide\.docx/ }).click();
  await picker.fill('問い合わせ');
  await page.getByRole('option', { name: /問い合わせ回答テンプレート\.txt/ }).click();
  // The chunk preview of a chosen file, at the typed size and overlap.
  await dialog(page).getByRole('button', { name: 'Preview chunks' }).click();
  await expect(dialog(page).getByRole('list', { name: 'Chunks' }).getByRole('listitem').first()).toContainText(/Chunk 1 · \d+ characters/);
  await dialog(page).getByRole('button', { name: 'Create and build' }).click();
  await expect(toast(page, 'Created index “Support handbook”')).toBeVisible();

  const created = row(page, 'Knowledge indexes', 'Support handbook');
  await expect(created).toContainText('Pending');
  // While it builds it opens read-only and says why.
  await created.getByRole('button', { name: 'Support handbook', exact: true }).click();
  await expect(dialog(page)).toContainText('Cannot edit the index because its status is processing.');
  await expect(dialog(page).getByRole('textbox', { name: /^Index name/ })).toBeDisabled();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(created).toContainText('Ready', { timeout: 30_000 });

  // A build that fails says why in the list and in its build; retrying the failed file makes it ready.
  await setScenario({ failKnowledgeFiles: ['Escalation guide.docx'] });
  await rowAction(page, 'Support handbook', /^Rebuild/);
  await expect(toast(page, 'Started rebuilding index “Support handbook”')).toBeVisible();
  await expect(created).toContainText('Failed to parse file: Escalation guide.docx', { timeout: 30_000 });
  await setScenario({ failKnowledgeFiles: [] });
  await created.getByRole('button', { name: 'Failed: build of Support handbook' }).click();
  const build = page.getByRole('dialog', { name: 'Build of “Support handbook”' });
  await expect(build.getByText('The build failed')).toBeVisible();
  await expect(build.getByRole('listitem', { name: 'Escalation guide.docx' })).toContainText('Failed to parse file: Escalation guide.docx');
  await expect(build.getByRole('listitem', { name: '問い合わせ回答テンプレート.txt' })).toContainText('Searchable');
  await expectAccessible(page, 'build drawer, failed');
  await build.getByRole('button', { name: 'Retry the failed file' }).click();
  await expect(build.getByRole('listitem', { name: 'Escalation guide.docx' })).toContainText('Searchable', { timeout: 30_000 });
  await build.getByRole('button', { name: 'Close' }).click();
  await expect(created).toContainText('Ready');

  // Failing writes: create and delete say so.
  await setScenario({ writeFailureRate: 1 });
  await rowAction(page, 'FAQ', 'Delete');
  await dialog(page).getByRole('textbox').fill('FAQ');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete index. Please try again later.')).toBeVisible();
  await expect(dialog(page)).toContainText('Failed to delete index. Please try again later.');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await rowAction(page, 'Support handbook', /^Edit/);
  await dialog(page).getByRole('textbox', { name: /^Index name/ }).fill('Support handbook v2');
  await dialog(page).getByRole('button', { name: 'Save and rebuild' }).click();
  await expect(toast(page, 'Failed to update index. Please try again later.')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: /^Index name/ })).toHaveValue('Support handbook v2');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New index' }).first().click();
  await dialog(page).getByRole('textbox', { name: /^Index name/ }).fill('Never saved');
  await dialog(page).getByRole('combobox', { name: /^Files/ }).fill('FAQ_2026Q3');
  await page.getByRole('option', { name: /FAQ_2026Q3\.csv/ }).click();
  await dialog(page).getByRole('button', { name: 'Create and build' }).click();
  await expect(toast(page, 'Failed to create index. Please try again later.')).toBeVisible();
});

test('ja: limits, the in-progress lock and a stalled file in Japanese', async ({ page }) => {
  await openSignedIn(page, 'admin', '/poc/projects/prj_research/knowledge/files');
  await expect(page.getByRole('heading', { name: 'ナレッジファイル', level: 1 })).toBeVisible();
  await page.getByTestId('file-input').setInputFiles([{ name: '大きな規程.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(ONE_MB + 1, 0x25) }]);
  await expect(uploadLine(page, '大きな規程.pdf')).toContainText('ファイルサイズが大きすぎます。最大サイズは 1MB です。');

  await page.getByRole('tab', { name: 'インデックス' }).click();
  const rules = page.getByRole('grid', { name: 'ナレッジインデックス' }).getByRole('row').filter({ hasText: '社内規程' });
  await expect(rules).toContainText('処理中');
  await page.getByRole('button', { name: '社内規程 の操作', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /^編集/ })).toContainText('ステータスが処理中のため、インデックスを編集できません。');
  await page.keyboard.press('Escape');
  await rules.getByRole('button', { name: '処理中：社内規程 の構築状況' }).click();
  const build = page.getByRole('dialog', { name: '「社内規程」の構築状況' });
  await expect(build.getByRole('listitem', { name: '経費精算規程.docx' })).toContainText('進んでいません');
  await expectAccessible(page, 'build drawer, ja');
});
