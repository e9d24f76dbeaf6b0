import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectAccessible, resetMock, setScenario, signIn } from './support/studio';

test.beforeEach(resetMock);

test('an admin signs in through the local provider and reaches the project list', async ({ page }) => {
  await signIn(page, 'admin');
  // The admin's locale (ja) sets the language.
  await expect(page.getByRole('heading', { name: 'プロジェクト' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await expectAccessible(page, 'shell with the project list');
});

test('an agent_editor signs in and reaches the project list', async ({ page }) => {
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
});

test('a user with no role sees the role-restriction screen', async ({ page }) => {
  await signIn(page, 'noRole');
  await expect(page.getByRole('heading', { name: /No permission|権限がありません/ })).toBeVisible();
  await expectAccessible(page, 'role restriction');
});

test('the IP-restricted scenario shows the IP screen', async ({ page }) => {
  await setScenario({ ipRestricted: true });
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('heading', { name: 'Your IP address is restricted' })).toBeVisible();
  await expectAccessible(page, 'IP restriction');
});

test('the user who is admin in one organization only: role screen there, studio back home', async ({ page }) => {
  await signIn(page, 'mixed');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: 'Beta Corporation' });
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await page.getByRole('button', { name: 'ACME 株式会社' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
});

test('the sign-in return page without a response explains and is accessible', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByText(/Sign-in did not complete|サインインできませんでした/)).toBeVisible();
  await expectAccessible(page, 'sign-in return');
});
