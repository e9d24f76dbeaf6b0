import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, openSignedIn } from './support/studio';

// page.route must see every request: no service worker in between (the offline simulation is unused here).
test.use({ serviceWorkers: 'block' });
test.beforeEach(resetMock);

test('the top menu leads into a project and pages are prefetched on intent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, 'agentEditor');
  await page.getByRole('link', { name: 'Invoice checker' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // At 1280 px the first items show in the bar and the rest are links under "More".
  for (const name of ['Datasets', 'Jobs', 'Workflows', 'Knowledge']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu', { name: 'More' });
  for (const name of ['Custom Nodes', 'Database Connections', 'Tools', 'Agents']) {
    await expect(more.getByRole('menuitem', { name })).toHaveAttribute('href', /\/poc\/projects\/prj_invoice\//);
  }
  const chunk = page.waitForRequest((request) => /agent-list-page.*\.js$/.test(request.url()));
  await more.getByRole('menuitem', { name: 'Agents' }).hover();
  await chunk;
  await more.getByRole('menuitem', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { name: 'Agents' })).toBeVisible();
  await expect(more).toBeHidden();
  await expect(menu.getByRole('button', { name: 'More' })).toBeVisible();
  await expectAccessible(page, 'project page with sidebar');
});

test('the workflows redirect rule', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_support/workflows/editor');
  await expect(page).toHaveURL(/\/poc\/projects\/prj_support\/workflows\/list$/);
  await page.goto('/poc/projects/prj_support/workflows/wf_support_triage');
  await expect(page).toHaveURL(/\/workflows\/editor\/wf_support_triage$/);
  await page.goto('/poc/projects/prj_support/workflows/a/b');
  await expect(page).toHaveURL(/\/workflows\/list$/);
});

test('language switch re-renders in place and the theme survives a reload', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  const url = page.url();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
  expect(page.url()).toBe(url);

  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'ダーク' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);

  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
});

test('an unknown path shows Not Found', async ({ page }) => {
  await openSignedIn(page, 'agentEditor', '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expectAccessible(page, 'not found');
});

test('a page whose code fails to load reloads once, then shows the error page', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  let attempts = 0;
  await page.route(/tool-list-page.*\.js$/, (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.goto('/poc/projects/prj_support/tools');
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  expect(attempts).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Show error' }).click();
  await expect(page.locator('#error-details')).toBeVisible();
  await expectAccessible(page, 'error page');
  await page.getByRole('button', { name: 'Hide error' }).click();
  await expect(page.locator('#error-details')).toHaveCount(0);
});
