/**
 * Publishing a workflow as an API (issue #12), through the Prism proxy. The holder of the edit
 * permission publishes a first version, copies its key, closes the dialog and the key is gone (page,
 * localStorage, sessionStorage); a second version; v1 unpublished; a new key for v2 after confirming the
 * invalidation; the history page and the overview page; the OpenAPI document downloaded and validated
 * with a standard validator. In Japanese, a user without the edit permission sees it all read-only.
 * With failing writes each action says what failed; a failing tenant call offers a retry.
 * axe on the panel, the tab, both pages and the key dialog.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { parse } from 'yaml';
import { expectAccessible, openSignedIn, resetMock, setScenario } from './support/studio';

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
  await page.getByRole('button', { name: 'Request edit permission' }).click();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
}

/** Opens the API panel, asks for a new version and publishes it under `name`; answers the key shown once. */
async function publishVersion(page: Page, name: string): Promise<string> {
  await page.getByTestId('api-panel-button').click();
  await page.getByTestId('api-new-version').click();
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'Version name' }).fill(name);
  await form.getByRole('button', { name: 'Publish version' }).click();
  await expect(keyDialog(page)).toBeVisible();
  const key = (await keyDialog(page).getByTestId('api-key-value').textContent()) ?? '';
  expect(key).toMatch(/^aiw_sk_/);
  return key;
}

/** The key is nowhere once its dialog has closed: not on the page, not in either storage. */
async function expectKeyGone(page: Page, key: string) {
  await expect(keyDialog(page)).toHaveCount(0);
  const where = await page.evaluate((secret) => {
    const found: string[] = [];
    if (document.documentElement.outerHTML.includes(secret)) found.push('page');
    for (const [name, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i++) if ((storage.getItem(storage.key(i)!) ?? '').includes(secret)) found.push(name);
    }
    return found;
  }, key);
  expect(where).toEqual([]);
}

test('publish v1, copy its key once, v2, unpublish v1, a new key for v2, the history and overview pages, the OpenAPI document', async ({ page, context }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditorAsHolder(page, MANUAL);

  // The panel: nothing published yet. The name is required.
  await page.getByTestId('api-panel-button').click();
  await expect(page.getByTestId('api-panel')).toContainText('Not published yet');
  await expectAccessible(page, 'API panel');
  await page.getByTestId('api-new-version').click();
  await expect(dialog(page)).toContainText('query');
  await dialog(page).getByRole('textbox', { name: 'Version name' }).fill('');
  await dialog(page).getByRole('button', { name: 'Publish version' }).click();
  await expect(dialog(page)).toContainText('Please enter a version name');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // v1: the key shown once, copied, then gone.
  const first = await publishVersion(page, 'v1');
  await expect(keyDialog(page)).toContainText('This key is shown only now');
  await expectAccessible(page, 'key dialog');
  await keyDialog(page).getByRole('button', { name: 'Copy API key' }).click();
  await expect(toast(page)).toContainText('API key');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await keyDialog(page).getByRole('button', { name: 'Close' }).click();
  await expectKeyGone(page, first);

  // v2, then the Publish History tab: unpublish v1, a new key for v2 (confirmed).
  const second = await publishVersion(page, 'v2');
  expect(second).not.toBe(first);
  await keyDialog(page).getByRole('button', { name: 'Close' }).click();
  await expectKeyGone(page, second);
  await page.getByRole('tab', { name: 'Publish History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  await expect(versionRow(page, 'v1')).toContainText('Published');
  await versionRow(page, 'v1').getByRole('button', { name: 'Unpublish' }).click();
  await expect(versionRow(page, 'v1')).toContainText('Unpublished');
  await versionRow(page, 'v2').getByRole('button', { name: 'Issue new key' }).click();
  await expect(dialog(page)).toContainText('will be refused from now on');
  await dialog(page).getByRole('button', { name: 'Issue new key' }).click();
  await expect(keyDialog(page)).toBeVisible();
  const third = (await keyDialog(page).getByTestId('api-key-value').textContent()) ?? '';
  expect(third).not.toBe(second);
  await keyDialog(page).getByRole('button', { name: 'Close' }).click();
  await expectKeyGone(page, third);
  await expect(page.getByTestId('api-history')).toContainText('Issued a new key');
  await expect(page.getByTestId('api-history')).toContainText('Unpublished');
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
  await expect(page.getByTestId('api-version-diff')).toContainText('Same inputs and outputs as v1');
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
  await expect(page.getByTestId('api-panel')).toContainText('この API を管理できるのは、編集権限を持つ 高橋 美咲 さんだけです。');
  await expect(page.getByTestId('api-new-version')).toHaveCount(0);
  await page.getByTestId('api-panel').getByRole('button', { name: '公開履歴' }).click();
  await expect(versionRow(page, 'v1')).toContainText('公開中');
  await expect(page.getByTestId('api-versions').getByRole('button')).toHaveCount(0);
  await page.getByRole('link', { name: '公開履歴' }).click();
  await expect(page.getByTestId('api-read-only')).toContainText('高橋 美咲');
  await expect(page.getByTestId('api-versions').getByRole('button')).toHaveCount(0);
  await page.getByRole('link', { name: 'v1 の概要を開く' }).click();
  await expect(page.getByTestId('api-read-only')).toBeVisible();
  await expect(page.getByTestId('api-key-state')).toContainText('現在のキー');
  await expect(page.getByTestId('api-key-state').getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'API overview page (ja, read-only)');
});

test('failing writes: each action says what failed and the page stays usable; the tenant id failing offers a retry', async ({ page, context }) => {
  await openEditorAsHolder(page, TRIAGE);
  await setScenario({ writeFailureRate: 1 });
  await page.getByTestId('api-panel-button').click();
  await page.getByTestId('api-new-version').click();
  await dialog(page).getByRole('textbox', { name: 'Version name' }).fill('v3');
  await dialog(page).getByRole('button', { name: 'Publish version' }).click();
  await expect(toast(page)).toContainText('Failed to create new API version. Please try again later.');
  await expect(dialog(page).getByRole('textbox', { name: 'Version name' })).toHaveValue('v3');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Publish History' }).click();
  await versionRow(page, 'v1').getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page)).toContainText('Failed to update workflow API. Please try again later.');
  await expect(versionRow(page, 'v1')).toContainText('Published');
  await versionRow(page, 'v1').getByRole('button', { name: 'Issue new key' }).click();
  await dialog(page).getByRole('button', { name: 'Issue new key' }).click();
  await expect(toast(page)).toContainText('Failed to issue API Key. Please try again later.');
  await expect(keyDialog(page)).toHaveCount(0);
  // The confirmation stays, to try again; cancelled here.
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();

  // The tenant id failing: its message and a retry; the rest of the overview is there.
  let failTenant = true;
  // (The context's route: the studio's service worker makes the calls.)
  await context.route('**/studio/v1/tenant', (route) => (failTenant ? route.fulfill({ status: 500, json: { code: 500, message: 'down' } }) : route.fallback()));
  await page.getByRole('link', { name: 'Open the overview of v1' }).click();
  await expect(page.getByText('Failed to retrieve tenant ID')).toBeVisible();
  await expect(page.getByTestId('api-endpoints')).toContainText('/run');
  failTenant = false;
  await page.getByTestId('api-endpoints').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('api-tenant')).toContainText('tnt-acme-7k2m');
});
