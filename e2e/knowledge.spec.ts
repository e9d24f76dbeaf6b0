import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, openSignedIn, resetMock, setScenario } from './support/studio';

/**
 * Knowledge (issue #14) through `prism proxy --errors`: a throttled upload with its progress bar, the new
 * file in the list with its uploader, a file no index uses deleted; an index created from two files that
 * builds to ready, rebuilt with a file whose parsing fails and retried from its build; the files page, the
 * インデックス tab and a build in Japanese; axe on both pages, the dialog with its errors and the builds.
 * The rules and messages (upload limits, refused deletes, index settings, failing writes, the failed
 * build's reason, the Japanese wording) are proved in src/features/knowledge/pages/*.test.tsx.
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);

const FILES = '/poc/projects/prj_support/knowledge/files';
const INDEXES = '/poc/projects/prj_support/knowledge/indexes';

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

test('files: a throttled upload shows its progress, the new file is listed with its uploader, a file no index uses is deleted', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', FILES);
  await expect(grid(page, 'Knowledge files').getByText('FAQ_2026Q3.csv')).toBeVisible();
  await expectAccessible(page, 'knowledge files page');

  // Slow the upload down so its progress bar shows (Chromium's network emulation).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 });

  await page.getByTestId('file-input').setInputFiles([{ name: '返品メモ.txt', mimeType: 'text/plain', buffer: Buffer.from(text(4000)) }]);
  await expect(uploadLine(page, '返品メモ.txt').getByRole('progressbar', { name: 'Uploading 返品メモ.txt' })).toBeVisible();
  await expect(uploadLine(page, '返品メモ.txt')).toContainText(/Uploading… \d+%/);
  await expect(uploadLine(page, '返品メモ.txt')).toContainText('Uploaded', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // The list shows the new file with who uploaded it, without a reload.
  await expect(row(page, 'Knowledge files', '返品メモ.txt')).toContainText('Hanako Sato');

  // A file no index uses can be deleted.
  await rowAction(page, 'Escalation guide.docx', 'Delete');
  await dialog(page).getByRole('textbox').fill('Escalation guide.docx');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted file “Escalation guide.docx”')).toBeVisible();
  await expect(row(page, 'Knowledge files', 'Escalation guide.docx')).toHaveCount(0);
});

test('indexes: a new index builds to ready without a reload, a rebuild with a failing file fails and its file is retried from the build', async ({ page }) => {
  // Two index builds watched to their end: close to a minute here, more on a busy machine.
  test.slow();
  await openSignedIn(page, 'agentEditor', INDEXES);
  await expect(grid(page, 'Knowledge indexes').getByText('FAQ 2026Q4')).toBeVisible();
  await expect(row(page, 'Knowledge indexes', 'FAQ 2026Q4')).toContainText('Waiting for files');
  await expectAccessible(page, 'knowledge indexes page');

  await page.getByRole('button', { name: 'New index' }).first().click();
  await expect(dialog(page)).toContainText('New knowledge index');
  // The dialog with its errors shown (the messages themselves: knowledge-indexes-page.test.tsx).
  await dialog(page).getByRole('button', { name: 'Create and build' }).click();
  await expect(dialog(page)).toContainText('Please enter an index name');
  await expectAccessible(page, 'index dialog with errors');

  await dialog(page)
    .getByRole('textbox', { name: /^Index name/ })
    .fill('Support handbook');
  await dialog(page)
    .getByRole('textbox', { name: /^Chunk size/ })
    .fill('400');
  await dialog(page)
    .getByRole('textbox', { name: /^Chunk overlap/ })
    .fill('40');
  const picker = dialog(page).getByRole('combobox', { name: /^Files/ });
  await picker.fill('Escalation');
  await page.getByRole('option', { name: /Escalation guide\.docx/ }).click();
  await picker.fill('問い合わせ');
  await page.getByRole('option', { name: /問い合わせ回答テンプレート\.txt/ }).click();
  await dialog(page).getByRole('button', { name: 'Create and build' }).click();
  await expect(toast(page, 'Created index “Support handbook”')).toBeVisible();

  const created = row(page, 'Knowledge indexes', 'Support handbook');
  await expect(created).toContainText('Ready', { timeout: 30_000 });

  // A rebuild whose file fails to parse ends failed; retrying the failed file from its build makes it searchable.
  await setScenario({ failKnowledgeFiles: ['Escalation guide.docx'] });
  await rowAction(page, 'Support handbook', /^Rebuild/);
  const failed = created.getByRole('button', { name: 'Failed: build of Support handbook' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await setScenario({ failKnowledgeFiles: [] });
  await failed.click();
  const build = page.getByRole('dialog', { name: 'Build of “Support handbook”' });
  await expect(build.getByRole('listitem', { name: '問い合わせ回答テンプレート.txt' })).toContainText('Searchable');
  await expectAccessible(page, 'build drawer, failed');
  await build.getByRole('button', { name: 'Retry the failed file' }).click();
  await expect(build.getByRole('listitem', { name: 'Escalation guide.docx' })).toContainText('Searchable', { timeout: 30_000 });
  await build.getByRole('button', { name: 'Close' }).click();
});

test('ja: the files page, the インデックス tab and a build in progress, in Japanese', async ({ page }) => {
  await openSignedIn(page, 'admin', '/poc/projects/prj_research/knowledge/files');
  await expect(page.getByRole('heading', { name: 'ナレッジファイル', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'インデックス' }).click();
  await page.getByRole('grid', { name: 'ナレッジインデックス' }).getByRole('button', { name: '構築中：社内規程 の構築状況' }).click();
  await expect(page.getByRole('dialog', { name: '「社内規程」の構築状況' })).toBeVisible();
  await expectAccessible(page, 'build drawer, ja');
});
