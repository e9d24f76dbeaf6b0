/**
 * No dead ends (issue #10, point 6): the restriction and error screens speak the user's language and
 * always offer a way on; a failed start can be retried; Account settings opens a real page; a normal
 * sign-in and navigation leave the console clean.
 *
 * Needs servers started from this revision (the dev user 佐々木 健太 and the provider's account page
 * are new): with reused servers, restart the local provider (9410), the mock server (9411) and the
 * preview build (4173).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { APP_URL, OIDC_URL, PRISM_URL } from './support/env';
import { expectAccessible, resetMock, setScenario, signIn, useRuntimeConfig } from './support/studio';

// page.route must see every request: no service worker in between. The browser is en-US (config).
test.use({ serviceWorkers: 'block' });
test.beforeEach(resetMock);

const ORGANIZATIONS_SEARCH = `${PRISM_URL}/auth/v1/global/projectorgs/_search`;
const SIGN_IN_HEADING = /Sign in to AI Workflow Studio|AI Workflow Studio にサインイン/;

test.describe('restriction screens in the user language, with a way out', () => {
  test('role screen: a Japanese user (English browser) without a role in ACME switches to Beta by name', async ({ page }) => {
    await signIn(page, 'otherOrgEditor');
    await expect(page.getByRole('heading', { name: '権限がありません' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: 'サインアウト' })).toBeVisible();
    await expectAccessible(page, 'role restriction (ja)');

    await page.getByRole('button', { name: 'Beta Corporation に切り替える' }).click();
    await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sales assistant' })).toBeVisible();
  });

  test('role screen: Sign out ends the session (back at the sign-in page)', async ({ page }) => {
    await signIn(page, 'otherOrgEditor');
    await page.getByRole('button', { name: 'サインアウト' }).click();
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(OIDC_URL);
  });

  test('role screen with no organization at all: in Japanese too, with Sign out', async ({ page }) => {
    await signIn(page, 'noRole');
    await expect(page.getByRole('heading', { name: '権限がありません' })).toBeVisible();
    await expect(page.getByRole('button', { name: /切り替える/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'サインアウト' })).toBeVisible();
  });

  test('IP restriction screen: in the user language, with Sign out', async ({ page }) => {
    await setScenario({ ipRestricted: true });
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'IP アドレスが制限されています' })).toBeVisible();
    await expectAccessible(page, 'IP restriction (ja)');
    await page.getByRole('button', { name: 'サインアウト' }).click();
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  });

  test('not found: in the user language, with the way to the project list', async ({ page }) => {
    await signIn(page, 'admin', '/no/such/page');
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    await expectAccessible(page, 'not found (ja)');
    await page.getByRole('link', { name: 'プロジェクト一覧へ' }).click();
    await expect(page).toHaveURL(/\/poc\/projects$/);
    await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
  });
});

test.describe('a failed start offers retry', () => {
  test('organizations fail: the message and Retry, which loads the studio', async ({ page }) => {
    await signIn(page, 'agentEditor');
    await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
    let failing = true;
    await page.route(ORGANIZATIONS_SEARCH, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({ code: 13, message: 'Internal' }),
          })
        : route.fallback(),
    );
    await page.reload();
    // Three retries first (1 s, 2 s, 4 s), then the screen.
    await expect(page.getByRole('heading', { name: 'Failed to get my organizations' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectAccessible(page, 'organizations failed');

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  });

  test('offline: the offline notice, the message and Retry, which works once the network is back', async ({ page }) => {
    await signIn(page, 'agentEditor');
    await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
    await page.route(ORGANIZATIONS_SEARCH, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Failed to get my organizations' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('offline-notice')).toHaveText('You are offline. Please check your network connection.');

    await page.unroute(ORGANIZATIONS_SEARCH);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
});

test("Account settings opens the provider's account page with the user's profile", async ({ page }) => {
  // Named explicitly, so the journey does not depend on how the preview server's config was made.
  await useRuntimeConfig(page, { accountSettingsUrl: `${OIDC_URL}/ui/console/users/me` });
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const account = await opened;
  await expect(account.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(account.getByText('hanako.sato@acme.example')).toBeVisible();
  await expect(account.getByText('Hanako Sato')).toBeVisible();
  expect(new URL(account.url()).origin).toBe(OIDC_URL);
});

/** Every console error or warning and uncaught error while the page is the studio (the provider's own pages aside). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!page.url().startsWith(APP_URL)) return;
    problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}

const USERS_FOR_CONSOLE = [
  { user: 'agentEditor', project: 'Invoice checker', labels: { sidebar: 'Sidebar', workflows: 'Workflows', tools: 'Tools', agents: 'Agents' } },
  { user: 'admin', project: 'カスタマーサポート自動化', labels: { sidebar: 'サイドバー', workflows: 'ワークフロー', tools: 'ツール', agents: 'エージェント' } },
] as const;

// As a user meets it: the mock build's service worker (offline simulation) registers normally here.
test.describe('console', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const { user, project, labels } of USERS_FOR_CONSOLE) {
    test(`no console errors or warnings: sign-in, project list → workflows → tools → agents (${user})`, async ({ page }) => {
      const problems = collectProblems(page);
      await signIn(page, user);
      await page.getByRole('link', { name: project }).click();
      const sidebar = page.getByRole('navigation', { name: labels.sidebar });
      for (const area of [labels.workflows, labels.tools, labels.agents]) {
        await sidebar.getByRole('link', { name: area, exact: true }).click();
        await expect(page.getByRole('heading', { name: area, level: 1 })).toBeVisible();
        await expect(page.getByRole('grid').or(page.getByRole('tree')).first()).toBeVisible();
      }
      // A first load straight into a page (the router's hydrate fallback) is part of normal use too.
      await page.reload();
      await expect(page.getByRole('heading', { name: labels.agents, level: 1 })).toBeVisible();
      await expect(page.getByRole('grid')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});
