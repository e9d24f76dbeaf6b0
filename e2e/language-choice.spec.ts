/**
 * The language chosen in the account menu survives a reload (issue #29, item 8): it wins over the user's
 * locale (山田 太郎's is Japanese) at the next start.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { openSignedIn, resetMock } from './support/studio';

test.beforeEach(resetMock);

test('English chosen in the account menu is still English after a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
