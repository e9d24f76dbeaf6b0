import { expect, test } from '@playwright/test';
import { PRISM_MOCK_URL } from './support/env';
import { signIn, useRuntimeConfig } from './support/studio';

// page.route serves the runtime config: no service worker in between.
test.use({ serviceWorkers: 'block' });

/**
 * Against `prism mock -d` every answer is random but schema-valid (any roles, any locale, any list).
 * Whatever the gates decide, the pages of the projects and workflows slice must not crash.
 */
test('the project list and workflows pages survive dynamic data from prism mock', async ({ page }) => {
  await useRuntimeConfig(page, { apiBaseUrl: PRISM_MOCK_URL, apiMode: 'prism' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'agentEditor');
  for (const path of [
    '/poc/projects',
    '/poc/projects/prj_any',
    '/poc/projects/prj_any/workflows/list',
    '/poc/projects/prj_any/workflows/list/Some/Folder?page=2&pageSize=25&name=a',
    '/poc/projects/prj_any/workflows/list?view=tree',
  ]) {
    await page.goto(path);
    // Whatever the gates show (studio, IP or role screen), the app rendered something and did not crash.
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/Something went wrong!|問題が発生しました/)).toHaveCount(0);
  }
  expect(errors.filter((message) => !/ResizeObserver/.test(message))).toEqual([]);
});
