import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, openSignedIn, resetMock } from './support/studio';

/**
 * The project home (issue #19, part 1) through `prism proxy --errors`: a seeded project shows every block
 * (a figure per area, recently edited workflows, recent job executions, the primary actions) with figures
 * that match the area pages' totals; a project just created from the project list shows how to start; one
 * block's call failing shows that block's 'Failed to fetch …' with Retry while the rest render, and Retry
 * brings it back; axe in light (English) and dark (Japanese).
 */
// page.route sees the backend calls only without the mock build's service worker (its offline switch).
test.use({ serviceWorkers: 'block' });
test.beforeEach(resetMock);
test.afterEach(resetMock);

const HOME = '/poc/projects/prj_support';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = async (page: Page, name: string) => Number(await card(page, name).getByTestId('area-count').textContent());

/** The total the area page's grid shows ('1–4 of 4'). */
async function gridTotal(page: Page, grid: string): Promise<number> {
  await expect(page.getByRole('grid', { name: grid })).toBeVisible({ timeout: 20_000 });
  const shown = await page.locator('.MuiTablePagination-displayedRows').textContent();
  const total = /of (\d+)/.exec(shown ?? '')?.[1];
  expect(total, `${grid}: ${shown}`).toBeDefined();
  return Number(total);
}

test('a seeded project: every block, figures as on the area pages, links into the areas (English, light)', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'カスタマーサポート自動化' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('area-count')).toHaveCount(11, { timeout: 20_000 });
  for (const name of ['New workflow', 'Upload knowledge', 'New job']) await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(card(page, 'Knowledge indexes')).toContainText('ready');
  await expect(card(page, 'Recently edited workflows').getByRole('listitem')).toHaveCount(5);
  await expect(card(page, 'Recent job executions').getByRole('listitem')).toHaveCount(5);
  await expect(card(page, 'Recent debug runs').getByRole('listitem').first()).toContainText('問い合わせ振り分け');
  await expectAccessible(page, 'project home');

  // Each figure is the total its area page shows.
  const areas: Array<[card: string, grid: string]> = [
    ['Tools', 'Tools'],
    ['Agents', 'Agents'],
    ['Knowledge indexes', 'Knowledge indexes'],
    ['Knowledge files', 'Knowledge files'],
    ['Datasets', 'Dataset files'],
    ['Jobs', 'Jobs'],
    ['Custom nodes', 'Custom nodes'],
    ['Database connections', 'Database connections'],
    ['Shared custom nodes', 'Shared custom nodes'],
  ];
  const figures = new Map<string, number>();
  for (const [name] of areas) figures.set(name, await figure(page, name));
  for (const [name, grid] of areas) {
    await page.goto(HOME);
    await card(page, name).getByRole('link', { name, exact: true }).click();
    expect(await gridTotal(page, grid), name).toBe(figures.get(name));
  }

  // A recently edited workflow opens in the editor.
  await page.goto(HOME);
  const first = card(page, 'Recently edited workflows').getByRole('listitem').first().getByRole('link');
  const workflow = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/workflows\/editor\//);
  await expect(page.getByText(workflow ?? '').first()).toBeVisible({ timeout: 20_000 });
});

test('a new project shows how to start; a failing block shows its retry while the rest render (Japanese, dark)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'dark'));
  await openSignedIn(page, 'admin');
  await page.getByRole('button', { name: 'プロジェクトを作成' }).first().click();
  await page.getByRole('textbox', { name: 'プロジェクト名' }).fill('はじめてのプロジェクト');
  await page.getByRole('dialog').getByRole('button', { name: 'プロジェクトを作成' }).click();
  await page.getByRole('link', { name: 'はじめてのプロジェクト' }).click();
  const start = page.getByTestId('getting-started');
  await expect(start).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'はじめてのプロジェクト' })).toBeVisible();
  await expect(start.getByRole('heading', { name: 'このプロジェクトを始めましょう' })).toBeVisible();
  await expect(page.getByTestId('area-count')).toHaveCount(0);
  // The 'Created project' toast is the project list's (and another issue's look): judged after it is gone.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'project home: getting started (dark)');
  await start.getByRole('link', { name: 'データベースに接続する' }).click();
  await expect(page).toHaveURL(/\/database-connections$/);

  // The tools call fails: only the tools card says so, with its retry. (The answer is Prism's, with its
  // CORS headers, turned into a 500; the preflight passes.)
  let failing = true;
  await page.route(/\/studio\/v1\/projects\/prj_support\/tools(\?|$)/, async (route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'Internal Server Error' }) });
  });
  await page.goto(HOME);
  const tools = card(page, 'ツール');
  await expect(tools).toContainText('ツールの取得に失敗しました。しばらくしてから再度お試しください。', { timeout: 30_000 });
  await expect(page.getByTestId('area-count')).toHaveCount(10);
  await expect(card(page, '最近編集したワークフロー').getByRole('listitem')).toHaveCount(5);
  await expect(card(page, '最近のジョブ実行').getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page, 'project home: a failing block (dark)');
  failing = false;
  await tools.getByRole('button', { name: '再試行' }).click();
  await expect(tools.getByTestId('area-count')).toHaveText('4');
});
