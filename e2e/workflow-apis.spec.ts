/**
 * Publishing a workflow as an API (issue #12), through the Prism proxy. The holder of the edit
 * permission publishes a first version and copies its key (the real clipboard); a second version; v1
 * unpublished; a new key for v2 after confirming the invalidation; the history page and the overview
 * page; the OpenAPI document downloaded and validated with a standard validator. In Japanese, a user
 * without the edit permission walks the same pages read-only. The Publish History tab links to a
 * version's overview. axe on the panel, the tab, both pages and the key dialog.
 * The messages, the key kept nowhere once its dialog closes, the failures and the read-only states are
 * proved by workflow-api-history-page.test.tsx, workflow-api-overview-page.test.tsx and
 * workflow-editor/api/api-publishing-panel.test.tsx.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { parse } from 'yaml';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';
import { requestEditing } from './support/editor';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const MANUAL = '/poc/projects/prj_research/workflows/editor/wf_manual_search';
const TRIAGE = '/poc/projects/prj_support/workflows/editor/wf_support_triage';
const FAQ = '/poc/projects/prj_support/workflows/editor/wf_faq_answer';
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page) => page.getByTestId('toast');
const keyDialog = (page: Page) => page.getByTestId('api-key-dialog');
const versionRow = (page: Page, name: string) => page.getByTestId(`api-version-${name}`);

async function openEditorAsHolder(page: Page, path: string) {
  await openSignedIn(page, 'agentEditor', path);
  await requestEditing(page);
}

/** Opens the API panel (once it shows what it offers). */
async function openApiPanel(page: Page) {
  await page.getByTestId('api-panel-button').click();
  await expect(page.getByTestId('api-new-version')).toBeVisible();
}

/** From the open API panel, asks for a new version and publishes it under `name`; answers the key shown once. */
async function publishVersion(page: Page, name: string): Promise<string> {
  await page.getByTestId('api-new-version').click();
  const form = dialog(page);
  // What the version will take: the saved workflow's input.
  await expect(form).toContainText('query');
  await form.getByRole('textbox', { name: 'Version name' }).fill(name);
  await form.getByRole('button', { name: 'Publish version' }).click();
  await expect(keyDialog(page)).toBeVisible();
  const key = (await keyDialog(page).getByTestId('api-key-value').textContent()) ?? '';
  expect(key).toMatch(/^aiw_sk_/);
  return key;
}

/** Closes the key dialog. */
async function closeKeyDialog(page: Page) {
  await keyDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(keyDialog(page)).toHaveCount(0);
}

test('publish v1, copy its key once, v2, unpublish v1, a new key for v2, the history and overview pages, the OpenAPI document', async ({ page, context }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditorAsHolder(page, MANUAL);

  // The panel, then v1: its key copied with the real clipboard.
  await openApiPanel(page);
  await expectAccessible(page, 'API panel');
  const first = await publishVersion(page, 'v1');
  await expectAccessible(page, 'key dialog');
  await keyDialog(page).getByRole('button', { name: 'Copy API key' }).click();
  await expect(toast(page)).toContainText('API key');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await closeKeyDialog(page);

  // v2, then the Publish History tab: unpublish v1, a new key for v2 (confirmed).
  await openApiPanel(page);
  const second = await publishVersion(page, 'v2');
  expect(second).not.toBe(first);
  await closeKeyDialog(page);
  await page.getByRole('tab', { name: 'Publish History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  await versionRow(page, 'v1').getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog(page)).toContainText('gets an error');
  await dialog(page).getByRole('button', { name: 'Unpublish' }).click();
  await expect(versionRow(page, 'v1').getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await versionRow(page, 'v2').getByRole('button', { name: 'Issue new key' }).click();
  await dialog(page).getByRole('button', { name: 'Issue new key' }).click();
  await expect(keyDialog(page)).toBeVisible();
  const third = (await keyDialog(page).getByTestId('api-key-value').textContent()) ?? '';
  expect(third).not.toBe(second);
  await closeKeyDialog(page);
  await expectAccessible(page, 'Publish History tab');

  // The API history page, then v2's overview.
  await page.getByRole('link', { name: 'Publish history' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API versions of Manual search');
  await expect(versionRow(page, 'v2')).toContainText('Live');
  await expectAccessible(page, 'API history page');
  await page.getByRole('link', { name: 'Open the overview of v2' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manual search — API v2');
  await expect(page.getByTestId('api-tenant')).toContainText('tnt-acme-7k2m');
  await expect(page.getByTestId('api-endpoints')).toContainText('/run-async');
  await expect(page.getByTestId('api-inputs')).toContainText('query');
  await expect(page.getByTestId('api-snippets')).toContainText('AIW_API_KEY');
  await expectAccessible(page, 'API overview page');

  // The OpenAPI document, downloaded as YAML: valid OpenAPI 3.1, the version's endpoints and inputs.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download YAML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Manual search-v2.openapi.yaml');
  const document = parse(readFileSync((await file.path())!, 'utf8')) as { openapi: string; components: { schemas: { Inputs: { required: string[] } } } };
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(document.openapi).toBe('3.1.0');
  expect(document.components.schemas.Inputs.required).toEqual(['query']);
});

test('日本語: 編集権限のない人には、パネル・公開履歴・API ページがすべて読み取り専用で表示される', async ({ page }) => {
  await openSignedIn(page, 'admin', FAQ);
  await expect(page.getByTestId('read-only-banner')).toContainText('高橋 美咲');
  await page.getByTestId('api-panel-button').click();
  await page.getByTestId('api-panel').getByRole('button', { name: '公開履歴' }).click();
  await expect(versionRow(page, 'v1')).toContainText('公開中');
  await expect(page.getByTestId('api-versions').getByRole('button')).toHaveCount(0);
  await page.getByRole('link', { name: '公開履歴' }).click();
  await expect(page.getByTestId('api-read-only')).toContainText('高橋 美咲');
  await page.getByRole('link', { name: 'v1 の概要を開く' }).click();
  await expect(page.getByTestId('api-key-state')).toBeVisible();
  await expectAccessible(page, 'API overview page (ja, read-only)');
});

test('the Publish History tab opens a version’s overview', async ({ page }) => {
  await openEditorAsHolder(page, TRIAGE);
  await page.getByRole('tab', { name: 'Publish History' }).click();
  await page.getByRole('link', { name: 'Open the overview of v1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('問い合わせ振り分け — API v1');
  await expect(page.getByTestId('api-endpoints')).toContainText('/run');
});
