/**
 * Who may do what (issue #28), as users meet it through the studio and the Prism proxy:
 * - 佐々木 健太 holds a studio role in Beta only: no route shows ACME's data, and the API refuses ACME's
 *   organization even when the request names it (the header is not trusted as sent).
 * - Hanako Sato (agent_editor) meets the access-denied page on an admin route, and a clear message when an
 *   admin action is refused.
 * - A save refused with 403 keeps what the user typed.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PRISM_URL } from './support/env';
import { openSignedIn, resetMock, setScenario, signIn, storedSession } from './support/studio';

test.beforeEach(resetMock);
test.afterEach(resetMock);

const ACME = '283134596912148481';
const GAMMA = '301245678901234567';
/** What ACME's seeded data shows: project names, a workflow, shared custom nodes. */
const ACME_DATA = ['カスタマーサポート自動化', 'Invoice checker', '社内ナレッジ検索', 'Slack 通知', 'Salesforce lookup', 'PDF テキスト抽出'];
/** ACME's pages, by every route of the spec that shows an organization's data. */
const ACME_ROUTES = [
  '/poc/projects/prj_support',
  '/poc/projects/prj_support/workflows/list',
  '/poc/projects/prj_support/workflows/editor/wf_support_triage',
  '/poc/projects/prj_support/workflows/wf_support_triage/apis',
  '/poc/projects/prj_support/jobs',
  '/poc/projects/prj_support/datasets',
  '/poc/projects/prj_research/knowledge/indexes',
  '/poc/projects/prj_research/knowledge/files/list',
  '/poc/projects/prj_support/database-connections',
  '/poc/projects/prj_support/custom-nodes',
  '/poc/projects/prj_support/shared-custom-nodes',
  '/poc/projects/prj_support/agents',
  '/poc/projects/prj_support/tools',
];

/** A product call from the page with the signed-in user's token, naming `tenant`. */
async function callAsUser(page: Page, path: string, tenant: string): Promise<{ status: number; body: { reason?: string; items?: unknown[] } }> {
  const session = await storedSession(page);
  const response = await fetch(`${PRISM_URL}${path}`, {
    headers: { authorization: `Bearer ${session!.access_token}`, idp: 'zitadel', 'aiw-tenant-id': tenant },
  });
  return { status: response.status, body: (await response.json()) as { reason?: string } };
}

test('a user with a role only in Beta sees no ACME data by any route, nor by naming ACME in the request', async ({ page }) => {
  await signIn(page, 'otherOrgEditor');
  // ACME comes first, where 健太 holds no studio role: the role screen, then Beta by name.
  await expect(page.getByRole('heading', { name: '権限がありません' })).toBeVisible();
  await page.getByRole('button', { name: 'Beta Corporation に切り替える' }).click();
  await expect(page.getByRole('link', { name: 'Sales assistant' })).toBeVisible();

  for (const route of ACME_ROUTES) {
    await page.goto(route);
    // Wait until the page has settled on what it shows (drawn, and no call in flight).
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(
      ACME_DATA.filter((name) => text.includes(name)),
      route,
    ).toEqual([]);
  }

  // The attack of the issue: the same token naming ACME (or an organization it has nothing in).
  for (const tenant of [ACME, GAMMA]) {
    for (const path of ['/studio/v1/projects?page=1&pageSize=10', '/studio/v1/projects/prj_support/datasets/files?page=1&pageSize=10', '/studio/v1/tenant']) {
      const answer = await callAsUser(page, path, tenant);
      expect(answer, `${path} as ${tenant}`).toMatchObject({ status: 403, body: { reason: 'TENANT_FORBIDDEN' } });
    }
  }
});

test('an agent editor meets the access-denied page on an admin route, and a clear message when an admin action is refused', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/shared-custom-nodes/publish');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // Shown the admin's actions (the demo panel's role), then refused by the server, which goes by the token.
  await setScenario({ role: 'admin' });
  await page.goto('/poc/projects/prj_support/shared-custom-nodes');
  const grid = page.getByRole('grid', { name: 'Shared custom nodes' });
  await expect(grid).toContainText('Slack 通知');
  await setScenario({ role: 'agent_editor' });
  await page.getByRole('button', { name: 'Actions for Slack 通知', exact: true }).click();
  await page.getByRole('menuitem', { name: /Unpublish/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Confirmation').fill('Slack 通知');
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByTestId('toast')).toContainText('Only an administrator can do this.');
  await expect(dialog.getByLabel('Confirmation')).toHaveValue('Slack 通知');
});

test('a save refused with 403 keeps what the user typed', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  // The role is taken away while the page is open (the token's claim no longer counts).
  await setScenario({ role: 'none' });
  await page.getByRole('button', { name: 'Create project' }).first().click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Kept through a refusal');
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('toast')).toContainText('You have no role in this organization.');
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Kept through a refusal');
});
