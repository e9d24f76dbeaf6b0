import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { APP_URL, MOCK_SERVER_URL, OIDC_SHORT_URL, OIDC_URL, PRISM_MOCK_URL, PRISM_URL } from './support/env';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';

/**
 * Custom Python nodes (issue #16) through `prism proxy --errors`: a node created, two parameters added,
 * its code typed into Monaco as a person types (completions offered), saved, run in the preview with
 * parameter values and its trace read; signed in to Box with a scope through the popup; exported and
 * imported back under a new name; a file refused by the import dialog (axe). Everything with the network
 * to anything but the studio's own servers blocked. The messages, the countdown, sign-out, the failing
 * save and the Japanese wording are proved by the component tests in src/features/custom-nodes/.
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);

const LIST = '/poc/projects/prj_support/custom-nodes';
const OWN_ORIGINS = new Set([APP_URL, PRISM_URL, OIDC_URL, OIDC_SHORT_URL, MOCK_SERVER_URL, PRISM_MOCK_URL].map((url) => new URL(url).origin));

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');

/** Blocks every request that is not for the studio's own servers, and remembers them. */
async function offlineButForTheStudio(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (!/^https?:/.test(url) || OWN_ORIGINS.has(new URL(url).origin)) return route.fallback();
    blocked.push(url);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Import .aiws' }).click();
  await expect(dialog(page)).toContainText('Import custom node');
  await page.getByTestId('file-input').setInputFiles(file);
}

test('a custom node: parameters, code typed in Monaco, preview trace, Box sign-in through the popup, export and import back', async ({ page }) => {
  // Typed at a person's pace, five axe checks and two imports: well over a minute on a busy machine.
  test.slow();
  const blocked = await offlineButForTheStudio(page);
  await openSignedIn(page, 'agentEditor', LIST);
  await expect(page.getByRole('grid', { name: 'Custom nodes' }).getByText('PII マスキング')).toBeVisible();
  await expectAccessible(page, 'custom node list');

  await page.getByRole('button', { name: 'New custom node' }).first().click();
  await dialog(page).getByRole('textbox', { name: /^Name/ }).fill('Ticket scorer');
  await dialog(page).getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByRole('heading', { name: 'Ticket scorer', level: 1 })).toBeVisible();

  // Config: two more parameters.
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await page
    .getByRole('listitem', { name: 'Parameter 2' })
    .getByRole('textbox', { name: /^Label/ })
    .fill('subject');
  await page.getByRole('button', { name: 'Add parameter' }).click();
  const priority = page.getByRole('listitem', { name: 'Parameter 3' });
  await priority.getByRole('textbox', { name: /^Label/ }).fill('priority');
  await priority.getByRole('combobox', { name: /^Data type/ }).click();
  await page.getByRole('option', { name: 'Integer' }).click();
  await expectAccessible(page, 'custom node editor, Config');

  // Code: Monaco from the studio's own files (everything else is blocked), typed as a person types.
  await page.getByRole('tab', { name: 'Code' }).click();
  const editor = page.locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await editor.click({ position: { x: 120, y: 12 } });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // At a person's pace: Monaco closes brackets and quotes as they are typed.
  const type = (text: string) => page.keyboard.type(text, { delay: 40 });
  await type('def run(text, subject, priority):');
  await page.keyboard.press('Enter');
  await type('print("scoring " + subj');
  // The parameters are offered as completions (Ctrl+Space asks, should typing not have opened them yet).
  const suggestion = page.locator('.suggest-widget .monaco-list-row').filter({ hasText: /^subject/ });
  if (!(await suggestion.isVisible())) await page.keyboard.press('Control+Space');
  await expect(suggestion.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await type(')');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await type('return subject + ":" + str(priority');
  await page.keyboard.press('Escape');
  await type(')');
  await expect(editor.locator('.view-lines')).toContainText('print("scoring " + subject)');
  await expect(editor.locator('.view-lines')).toContainText('return subject + ":" + str(priority)');
  await expectAccessible(page, 'custom node editor, Code');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved custom node “Ticket scorer”')).toBeVisible();

  // The preview: values from the generated form, the trace.
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('textbox', { name: /^text/ }).fill('請求書が届きません');
  await preview.getByRole('textbox', { name: /^subject/ }).fill('至急');
  await preview.getByRole('textbox', { name: /^priority/ }).fill('2');
  await preview.getByRole('button', { name: 'Run' }).click();
  await expect(preview.getByTestId('preview-trace')).toContainText('scoring');

  // Authentication: Box with one scope, saved, signed in through the popup.
  await page.getByRole('tab', { name: 'Authentication' }).click();
  const settings = page.getByTestId('custom-node-auth-settings');
  await settings.getByRole('switch', { name: 'Requires sign-in' }).check();
  await settings.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Box' }).click();
  await settings.getByRole('checkbox', { name: 'root_readwrite' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved custom node “Ticket scorer”')).toBeVisible();
  const card = page.getByTestId('custom-node-auth-card');
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByTestId('custom-node-auth-authenticate').click()]);
  await popup.getByRole('link', { name: 'Allow' }).click();
  await expect(card.getByTestId('custom-node-auth-status')).toHaveText('Authenticated');
  await expectAccessible(page, 'custom node editor, Authentication');

  // Export, then import the file back under a new name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .aiws' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Ticket scorer.aiws');
  const exported = await readFile((await download.path())!);
  expect(exported.toString('utf8')).toContain('kind: CustomNode');
  await page.goto(LIST);
  await importFile(page, { name: 'Ticket scorer.aiws', mimeType: 'application/x-yaml', buffer: exported });
  await expect(page.getByTestId('aiws-preview')).toContainText('Ticket scorer');
  await dialog(page).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('aiws-conflict')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Ticket scorer 2', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Parameter 3' }).getByRole('textbox', { name: /^Label/ })).toHaveValue('priority');

  // A file refused before sending (each refusal and its message: import-dialog.test.tsx): the dialog's look with a problem.
  await page.goto(LIST);
  await importFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('aiws-problem')).toBeVisible();
  await expectAccessible(page, 'import dialog with a problem');

  // Nothing was asked of any other host: Monaco and its workers came from the studio itself.
  expect(blocked).toEqual([]);
});
