/**
 * Evaluations (issue #32), through `prism proxy --errors`: the holder of the edit permission uploads a small
 * Shift_JIS CSV with Japanese headers, makes an evaluation set from it in the editor's Evaluations tab
 * (columns mapped, exact match), runs it on the draft, changes the LLM prompt, runs it again and sees the
 * regressed rows in Compare runs; publishing, the new version dialog shows each revision's evaluation (the first
 * published as v1; the changed one against v1, with the regressions warned). axe on the tab with a run's results.
 * The tab's states, cancel and failures are proved in src/features/evaluations/tab/evaluations-tab.test.tsx;
 * the set dialog's sources and refusals in sets/set-dialog.test.tsx; the comparison in compare/compare-view.test.tsx.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { MOCK_SERVER_URL, PRISM_URL } from './support/env';
import { EVALUATION_CSV, EVALUATION_CSV_COLUMNS } from './fixtures/evaluation-set-sjis';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';
import { node, openPanel, panel, requestEditing, saveButton } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);
// page.route sends the Shift_JIS upload past Prism (below): no service worker in between.
test.use({ serviceWorkers: 'block' });

const UPLOAD = '/poc/projects/prj_support/datasets/upload';
const EDITOR = '/poc/projects/prj_support/workflows/editor/wf_mail_archive_cleanup';
const FILE_NAME = '要約評価_SJIS.csv';
const SET_NAME = '要約 回帰テスト';

/** Prism's proxy re-encodes a request body as UTF-8 (see datasets-jobs.spec.ts): the upload goes to the backend directly. */
async function uploadsBypassPrism(page: Page) {
  await page.route(`${PRISM_URL}/studio/v1/projects/*/datasets/files`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.continue({ url: route.request().url().replace(PRISM_URL, MOCK_SERVER_URL) });
  });
}

const evaluations = (page: Page) => page.getByRole('region', { name: 'Evaluations' });

/**
 * Opens the new API version dialog, checks its evaluation section says `expected` (each a text in order), publishes
 * the version as `name` and closes the key dialog.
 */
async function publishSeeing(page: Page, name: string, expected: Array<string | RegExp>) {
  await page.getByTestId('api-panel-button').click();
  await page.getByTestId('api-new-version').click();
  const form = page.getByRole('dialog', { name: 'New API version' });
  const evaluation = form.getByTestId('publish-evaluation');
  for (const text of expected) await expect(evaluation).toContainText(text);
  await form.getByRole('textbox', { name: 'Version name' }).fill(name);
  await form.getByRole('button', { name: 'Publish version' }).click();
  const key = page.getByTestId('api-key-dialog');
  await expect(key.getByTestId('api-key-value')).toHaveText(/^aiw_sk_/);
  await key.getByRole('button', { name: 'Close' }).click();
  await expect(key).toHaveCount(0);
}

/** Runs the chosen set on the draft and waits until the run has finished with `passRate`. */
async function runOnDraft(page: Page, passRate: string) {
  await evaluations(page).getByRole('button', { name: 'Run evaluation' }).click();
  await expect(evaluations(page).getByRole('progressbar', { name: 'Evaluation progress' })).toBeVisible();
  await expect(evaluations(page).getByRole('group', { name: 'Pass rate' })).toHaveText(new RegExp(`${passRate}$`), { timeout: 20_000 });
}

test('a set from a Shift_JIS CSV, run on the draft and published, the prompt changed, run again: the regressed rows in Compare runs and beside the next version', async ({
  page,
}) => {
  await uploadsBypassPrism(page);
  await openSignedIn(page, 'agentEditor', UPLOAD);
  await page.getByTestId('file-input').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: EVALUATION_CSV });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('dataset-server-columns')).toContainText(EVALUATION_CSV_COLUMNS[1]!, { timeout: 20_000 });

  await page.goto(EDITOR);
  await requestEditing(page);
  await page.getByRole('tab', { name: 'Evaluations' }).click();
  await evaluations(page).getByRole('button', { name: 'New set' }).click();

  // The set from the file: its Japanese headers mapped to the start variable and the expected answer.
  const dialog = page.getByRole('dialog', { name: 'New evaluation set' });
  await dialog.getByRole('textbox', { name: /^Set name/ }).fill(SET_NAME);
  await dialog.getByRole('combobox', { name: /^Dataset file/ }).fill('要約評価');
  await page.getByRole('option', { name: new RegExp(FILE_NAME) }).click();
  await dialog.getByRole('combobox', { name: /^Start variable text/ }).click();
  await page.getByRole('option', { name: EVALUATION_CSV_COLUMNS[0], exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Expected result/ }).click();
  await page.getByRole('option', { name: EVALUATION_CSV_COLUMNS[1], exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: /^Scorer/ })).toHaveText(/Exact match/);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(evaluations(page).getByRole('combobox', { name: 'Evaluation set' })).toHaveText(SET_NAME);

  // On the draft as the seed has it: three of the four rows answer as expected.
  await runOnDraft(page, '75%');
  await expect(evaluations(page).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectAccessible(page, 'the Evaluations tab with results');
  // Published as v1: the dialog shows the revision's evaluation (nothing published before to compare with).
  await publishSeeing(page, 'v1', [`${SET_NAME} on revision`, 'Pass rate 75%']);

  // The prompt changed (saved by the editor): every answer changes.
  await page.getByRole('tab', { name: 'Workflow' }).click();
  // The canvas is back (the Evaluations tab has none): its node is drawn before it is focused (a focus before missed it).
  await expect(page.getByRole('tab', { name: 'Workflow', selected: true })).toBeVisible();
  await expect(node(page, 'llm_1')).toBeVisible();
  await openPanel(page, 'llm_1');
  await panel(page).getByRole('textbox', { name: 'Prompt', exact: true }).fill('次のメールスレッドを 1 行で要約してください。\n{{start.text}}');
  await expect(saveButton(page)).toHaveText('Saved', { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Evaluations' }).click();
  await runOnDraft(page, '0%');

  await evaluations(page).getByRole('button', { name: 'Compare runs' }).click();
  const counts = evaluations(page).getByRole('list', { name: 'Rows by change' });
  await expect(counts).toContainText('Regressed 3');
  await expect(counts).toContainText('Unchanged 1');
  const rows = evaluations(page).getByRole('list', { name: 'Rows, regressions first' }).getByRole('listitem');
  await expect(rows.first()).toHaveAccessibleName('Row 1: Regressed');
  await expect(rows.nth(3)).toHaveAccessibleName('Row 4: Unchanged');

  // Published anyway as v2: beside it, its evaluation against v1 and the regressions, warned.
  await publishSeeing(page, 'v2', ['Pass rate 0% (v1: 75%)', '3 rows regressed against v1: they passed there and fail now.']);
});
