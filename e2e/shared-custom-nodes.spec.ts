import { expect, type Page, type Response } from '@playwright/test';
import { test } from './support/test';
import { openPanel, panel, requestEditing } from './support/editor';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';

/**
 * Shared custom nodes (issue #17) through `prism proxy --errors`: an admin publishes a custom node and
 * creates a configuration file with a plain, a JSON and a secret setting; the secret is nowhere after
 * saving (page, DOM, answers, storage) and an edit with it left empty keeps it; the workflow editor offers
 * the new file; an agent editor walks the lists and files and is denied the publish route; an unpublished
 * node leaves the list; axe on the three pages and the file dialog. The dialogs' rules, messages, failed
 * writes and the Japanese wording are proved in the component tests (src/features/shared-custom-nodes).
 */
test.beforeEach(resetMock);
test.afterEach(resetMock);

const BASE = '/poc/projects/prj_support/shared-custom-nodes';
const SLACK = 'scn_slack_notify';
const FILES = `${BASE}/${SLACK}/env-files`;
const SECRET = 'xoxb-journey-secret-4711';

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const setting = (page: Page, number: number) => dialog(page).getByRole('listitem', { name: `Setting ${number}`, exact: true });

async function rowAction(page: Page, name: string, action: string | RegExp) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills setting `number` (1-based; added first when it is not the first). */
async function fillSetting(
  page: Page,
  number: number,
  { label, key, type, secret = false, value }: { label: string; key: string; type?: string; secret?: boolean; value: string },
) {
  if (number > 1) await dialog(page).getByRole('button', { name: 'Add setting' }).click();
  const row = setting(page, number);
  await row.getByLabel('Label').fill(label);
  await row.getByLabel('Key').fill(key);
  if (type) await pick(page, row.getByRole('combobox', { name: /^Data type/ }), type);
  if (secret) await pick(page, row.getByRole('combobox', { name: /^Security/ }), 'Secret');
  await row.getByLabel('Value').fill(value);
}

test('admin: publish a custom node; a configuration file whose secret never comes back and is kept on edit; the editor offers it', async ({ page }) => {
  await openSignedIn(page, 'mixed', BASE);
  await expect(page.getByRole('grid', { name: 'Shared custom nodes' })).toContainText('Slack 通知');
  await expectAccessible(page, 'shared custom nodes list');

  // Publish: pick the node, confirm; its page opens.
  await page.getByRole('button', { name: 'Publish a custom node' }).click();
  await expect(page).toHaveURL(/shared-custom-nodes\/publish$/);
  await dialog(page).getByRole('combobox', { name: 'Custom node' }).fill('PII');
  await page.getByRole('option', { name: /PII マスキング/ }).click();
  await dialog(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PII マスキング' })).toBeVisible();
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'shared custom node page');

  // A configuration file for the Slack node (a workflow in another project uses that node).
  await page.goto(FILES);
  await expect(page.getByRole('grid', { name: 'Configuration files' })).toContainText('production.env');
  await expectAccessible(page, 'configuration files page');
  await page.getByRole('button', { name: 'Create configuration file' }).click();
  await dialog(page).getByLabel('File name').fill('journey.env');
  await fillSetting(page, 1, { label: 'Channel', key: 'SLACK_CHANNEL', value: '#journey' });
  await fillSetting(page, 2, { label: 'Mentions', key: 'MENTIONS', type: 'JSON', value: '["U1", "U2"]' });
  await fillSetting(page, 3, { label: 'Token', key: 'SLACK_TOKEN', secret: true, value: SECRET });
  await expectAccessible(page, 'configuration file dialog');
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/config-files'));
  await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
  expect(await (await created).text()).not.toContain(SECRET);
  await expect(toast(page, 'Created config file “journey.env”')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  // Reopen: the secret is set, and nowhere to be found.
  const answers: Response[] = [];
  page.on('response', (response) => response.url().includes('/studio/v1/') && answers.push(response));
  const reread = page.waitForResponse((r) => r.request().method() === 'GET' && /config-files\/[^/?]+$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'journey.env', exact: true }).click();
  await reread;
  const token = setting(page, 3);
  await expect(token.getByTestId('secret-set')).toHaveText(/^Set on /);
  const setOn = await token.getByTestId('secret-set').textContent();
  expect(await page.content()).not.toContain(SECRET);
  for (const answer of answers) expect(await answer.text().catch(() => '')).not.toContain(SECRET);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored.replace(/"ais-mock-db":".*?[^\\]"/, '')).not.toContain(SECRET);

  // Edit with the secret left empty: the server keeps it (still set, since the same time).
  await setting(page, 1).getByLabel('Value').fill('#journey-2');
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  const patch = await patched;
  expect(patch.request().postDataJSON().settings[2]).not.toHaveProperty('value');
  const body = await patch.json();
  expect(body.settings[2]).toMatchObject({ key: 'SLACK_TOKEN', hasValue: true });
  await expect(toast(page, 'Updated config file “journey.env”')).toBeVisible();
  await page.getByRole('button', { name: 'journey.env', exact: true }).click();
  await expect(setting(page, 3).getByTestId('secret-set')).toHaveText(setOn ?? '');
  await expect(setting(page, 1).getByLabel('Value')).toHaveValue('#journey-2');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // The workflow editor's shared custom node panel offers the new file.
  await page.goto('/poc/projects/prj_research/workflows/editor/wf_manual_search');
  await requestEditing(page);
  await openPanel(page, 'shared_1');
  await panel(page)
    .getByRole('combobox', { name: /^Config file/ })
    .click();
  await expect(page.getByRole('option', { name: 'journey.env' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'production.env' })).toBeVisible();
});

test('agent editor: list → configuration files → node page (no Unpublish there); the publish route is denied', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', BASE);
  await expect(page.getByRole('grid', { name: 'Shared custom nodes' })).toContainText('Salesforce lookup');
  await rowAction(page, 'Slack 通知', 'Configuration files');
  await expect(page).toHaveURL(new RegExp(`${SLACK}/env-files$`));
  await expect(page.getByRole('grid', { name: 'Configuration files' })).toContainText('検証環境.env');
  await page.getByRole('link', { name: 'Slack 通知' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slack 通知' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);

  await page.goto(`${BASE}/publish`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectAccessible(page, 'access denied');
});

test('admin: an unpublished node leaves the list', async ({ page }) => {
  await openSignedIn(page, 'mixed', BASE);
  await expect(page.getByRole('grid', { name: 'Shared custom nodes' })).toContainText('Slack 通知');
  await rowAction(page, 'Slack 通知', /Unpublish/);
  await dialog(page).getByLabel('Confirmation').fill('Slack 通知');
  await dialog(page).getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Shared custom nodes' })).not.toContainText('Slack 通知');
});
