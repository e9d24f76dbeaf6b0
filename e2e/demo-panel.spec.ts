import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { resetMock, openSignedIn } from './support/studio';

test.beforeEach(resetMock);
test.afterEach(resetMock);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open the demo panel' }).click();
  return page.getByRole('region', { name: 'Demo panel (mock mode)' });
}

test('IP restricted shows the IP screen, and switching it off brings the studio back', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  const panel = await openPanel(page);
  await panel.getByRole('switch', { name: 'IP restricted' }).check();
  await expect(page.getByRole('heading', { name: 'Your IP address is restricted' })).toBeVisible();
  await panel.getByRole('switch', { name: 'IP restricted' }).uncheck();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
});

test('failing writes show the spec message and change nothing', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  const panel = await openPanel(page);
  const slider = panel.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(panel.getByText('Write failure rate: 100%')).toBeVisible();

  await page.getByRole('button', { name: 'Create project' }).first().click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Never saved');
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByTestId('toast')).toContainText('Failed to create project. Please try again later.');
  // What was typed is still there.
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Never saved');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Never saved' })).toHaveCount(0);
});

test('offline shows the offline notice', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  const panel = await openPanel(page);
  await panel.getByRole('switch', { name: 'Offline' }).check();
  await expect(page.getByTestId('offline-notice')).toHaveText('You are offline. Please check your network connection.', { timeout: 30_000 });
  // What was on screen stays.
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await panel.getByRole('switch', { name: 'Offline' }).uncheck();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0, { timeout: 30_000 });
});

test('reset restores the seeded data', async ({ page }) => {
  await openSignedIn(page, 'agentEditor');
  await page.getByRole('button', { name: 'Create project' }).first().click();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Temporary demo project');
  await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('link', { name: 'Temporary demo project' })).toBeVisible();
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Temporary demo project' })).toHaveCount(0);
});
