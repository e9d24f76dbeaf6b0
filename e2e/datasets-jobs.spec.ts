import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { MOCK_SERVER_URL, PRISM_URL } from './support/env';
import { SHIFT_JIS_CSV, SHIFT_JIS_CSV_COLUMNS } from './support/shift-jis';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';

/**
 * Datasets and batch jobs (issue #15) through `prism proxy --errors`: a Shift_JIS CSV with Japanese headers
 * previewed and uploaded, its columns as the server read them; a job over its column created, executed
 * and watched to success without a reload; its history, a row's result, the CSV export; executed again and
 * cancelled from the list; axe on the three pages. The rules and messages (refused uploads, refused deletes,
 * failing writes, an unknown execution, the Japanese wording) are proved in
 * src/features/datasets/pages/*.test.tsx and src/features/jobs/pages/*.test.tsx.
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);
// page.route sends the Shift_JIS upload past Prism (below): no service worker in between.
test.use({ serviceWorkers: 'block' });

const UPLOAD = '/poc/projects/prj_support/datasets/upload';
const JOBS = '/poc/projects/prj_support/jobs';
const FILE_NAME = '問い合わせ_SJIS.csv';

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const jobRow = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: /^(Jobs|ジョブ)$/ })
    .getByRole('row')
    .filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string | RegExp) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Prism's proxy reads a request body as UTF-8 text before passing it on (stoplightio/prism#1321, #2349), so
 * a Shift_JIS file would reach the backend re-encoded. The upload itself goes to the backend directly; the
 * reads that follow (the file, its columns) go through Prism as everything else.
 */
async function uploadsBypassPrism(page: Page) {
  await page.route(`${PRISM_URL}/studio/v1/projects/*/datasets/files`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.continue({ url: route.request().url().replace(PRISM_URL, MOCK_SERVER_URL) });
  });
}

test('datasets: a Shift_JIS CSV previewed and uploaded, its columns read by the server, listed with its rows', async ({ page }) => {
  await uploadsBypassPrism(page);
  await openSignedIn(page, 'agentEditor', UPLOAD);
  await expect(page.getByRole('heading', { name: 'Datasets', level: 1 })).toBeVisible();

  // The Shift_JIS file, previewed before upload (the decoding itself: dataset-upload-page.test.tsx).
  await page.getByTestId('file-input').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: SHIFT_JIS_CSV });
  await expect(page.getByTestId('dataset-preview-table')).toBeVisible();
  await expectAccessible(page, 'dataset upload with preview');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('dataset-upload-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dataset-server-columns')).toContainText('問い合わせ内容', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Go to the File List' }).click();
  const row = page.getByRole('grid', { name: 'Dataset files' }).getByRole('row').filter({ hasText: FILE_NAME });
  await expect(row).toContainText('Uploaded', { timeout: 20_000 });
  await expect(row).toContainText('20');
  await expectAccessible(page, 'dataset file list');
});

test('jobs: a job over the Shift_JIS column runs to success without a reload; history, a row, CSV; executed again and cancelled', async ({ page }) => {
  // A job run to its end, its history and a cancel: about a minute here, more on a busy machine.
  test.slow();
  await uploadsBypassPrism(page);
  await openSignedIn(page, 'agentEditor', UPLOAD);
  await page.getByTestId('file-input').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: SHIFT_JIS_CSV });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('dataset-server-columns')).toContainText('問い合わせ内容', { timeout: 20_000 });

  await page.goto(JOBS);
  await expect(jobRow(page, '問い合わせ一括分類')).toBeVisible();
  await expectAccessible(page, 'job list');
  await page.getByRole('button', { name: 'New job' }).first().click();
  await dialog(page)
    .getByRole('textbox', { name: /^Job name/ })
    .fill('SJIS分類');
  await dialog(page)
    .getByRole('combobox', { name: /^Dataset( \*)?$/ })
    .fill('SJIS');
  await page.getByRole('option', { name: new RegExp(FILE_NAME) }).click();
  // The column picker offers the file's Japanese headers, read by the server, correctly.
  await dialog(page)
    .getByRole('combobox', { name: /^Dataset column/ })
    .click();
  for (const column of SHIFT_JIS_CSV_COLUMNS) await expect(page.getByRole('option', { name: new RegExp(`^${column}`) })).toBeVisible();
  await page.getByRole('option', { name: /^問い合わせ内容/ }).click();
  await dialog(page)
    .getByRole('combobox', { name: /^Workflow( \*)?$/ })
    .fill('問い合わせ');
  await page.getByRole('option', { name: /問い合わせ振り分け/ }).click();
  await dialog(page)
    .getByRole('combobox', { name: /^Start node variable/ })
    .click();
  await page.getByRole('option', { name: 'inquiry' }).click();
  await dialog(page)
    .getByRole('combobox', { name: /^End node variable/ })
    .click();
  await page.getByRole('option', { name: 'category' }).click();
  await expectAccessible(page, 'job dialog');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Created job “SJIS分類”')).toBeVisible();

  // Execute: watched to success, without a reload.
  const job = jobRow(page, 'SJIS分類');
  await expect(job).toContainText('Not executed');
  await rowAction(page, 'SJIS分類', 'Execute');
  await expect(job).toContainText('Succeeded', { timeout: 30_000 });

  // Its history: the execution, a row's result, the CSV.
  await job.getByRole('link', { name: 'SJIS分類' }).click();
  await expect(page.getByRole('heading', { name: 'Execution history of “SJIS分類”', level: 1 })).toBeVisible();
  const results = page.getByRole('grid', { name: 'Row results' });
  await expect(results.getByRole('row').filter({ hasText: '請求書を再発行してください。' }).first()).toContainText('Succeeded');
  await expectAccessible(page, 'job history');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SJIS分類_\d{8}-\d{6}\.csv$/);
  const bytes = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(bytes as Buffer[]);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('ログインできません。');

  // Again, and cancelled from the list while it runs.
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByRole('button', { name: 'Cancel execution' })).toBeVisible();
  await page.goto(JOBS);
  await rowAction(page, 'SJIS分類', 'Cancel execution');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel execution' }).click();
  await expect(job).toContainText('Canceled', { timeout: 15_000 });
});
