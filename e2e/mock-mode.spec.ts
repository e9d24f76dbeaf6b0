import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, signIn, useRuntimeConfig } from './support/studio';

// Mock mode as `npm start` serves it: the stateful mock backend in an MSW service worker.
test.describe('mock mode (MSW in the browser)', () => {
  test.beforeEach(async ({ page }) => {
    await useRuntimeConfig(page, { apiMode: 'msw', apiBaseUrl: '' });
  });

  test('signs in and lists the seeded projects through the generated hook, served by the worker', async ({ page }) => {
    await signIn(page, 'agentEditor');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(table.getByRole('cell', { name: 'カスタマーサポート自動化' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Invoice checker' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expectAccessible(page, 'project list (msw)');
  });

  test('keeps the demo state across a reload and resets it from the demo panel', async ({ page }) => {
    await signIn(page, 'agentEditor');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('textbox', { name: 'Project name' }).fill('Survives a reload');
    await page.getByRole('button', { name: 'Create project' }).last().click();
    await expect(page.getByRole('link', { name: 'Survives a reload' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Survives a reload' })).toBeVisible();

    await page.getByRole('button', { name: 'Open the demo panel' }).click();
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Survives a reload' })).toHaveCount(0);
  });
});
