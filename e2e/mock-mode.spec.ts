import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('mock mode (MSW in the browser)', () => {
  test('lists the seeded projects through the generated hook, served by the service worker', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(table.getByRole('cell', { name: 'カスタマーサポート自動化' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Invoice checker' })).toBeVisible();
    // The data came from the MSW worker, not from a server: the worker controls the page.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('keeps the demo state across a reload and resets it', async ({ page }) => {
    await page.goto('/?lang=ja');
    await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
    await page.evaluate(async () => {
      await window.fetch('/studio/v1/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json', idp: 'zitadel', 'aiw-tenant-id': '283134596912148481' },
        body: JSON.stringify({ name: 'リロード後も残る' }),
      });
    });
    await page.reload();
    await expect(page.getByRole('cell', { name: 'リロード後も残る' })).toBeVisible();
    await page.evaluate(() => window.__studioMock?.reset());
    await page.reload();
    await expect(page.getByRole('cell', { name: 'カスタマーサポート自動化' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'リロード後も残る' })).toHaveCount(0);
  });
});
