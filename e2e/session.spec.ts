import { expect } from '@playwright/test';
import { test } from './support/test';
import { OIDC_SHORT_URL, PRISM_URL } from './support/env';
import { resetMock, signIn, storedSession, useRuntimeConfig } from './support/studio';

// page.route must see every request: no service worker in between (the offline simulation is unused here).
test.use({ serviceWorkers: 'block' });
test.beforeEach(resetMock);

test('with 70-second tokens the studio renews silently and calls with the renewed token, never a new sign-in', async ({ page }) => {
  await useRuntimeConfig(page, { oidcAuthority: OIDC_SHORT_URL });
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  const first = await storedSession(page);
  expect(first).not.toBeNull();

  // Renewed with the refresh token 60 s before expiry (about 10 s after sign-in), in the background.
  await expect.poll(async () => (await storedSession(page))?.access_token, { timeout: 30_000 }).not.toBe(first?.access_token);
  const later = await storedSession(page);
  expect(later!.expires_at).toBeGreaterThan(first!.expires_at);
  expect(later!.expires_at * 1000).toBeGreaterThan(Date.now());
  // From then on the studio calls its backend with the renewed token (the first one would soon be
  // refused): a reload stays in the studio, no provider page in between.
  const call = page.waitForRequest((request) => request.url().startsWith(PRISM_URL) && request.headers().authorization !== undefined);
  await page.reload();
  expect((await call).headers().authorization).toBe(`Bearer ${later!.access_token}`);
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  expect(new URL(page.url()).port).toBe('4173');
});

test('a 401 on user info signs the user out', async ({ page }) => {
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await page.route(`${PRISM_URL}/oidc/v1/userinfo`, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 401, message: 'Unauthorized' }) }),
  );
  await page.reload();
  // Signed out at the provider, back at the studio's root, and so at the sign-in page again.
  await expect(page.getByRole('heading', { name: /Sign in to AI Workflow Studio|AI Workflow Studio にサインイン/ })).toBeVisible();
  await page.unroute(`${PRISM_URL}/oidc/v1/userinfo`);
  expect(new URL(page.url()).port).toBe('9410');
});

test('logout returns to / signed out', async ({ page }) => {
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('link', { name: 'Invoice checker' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const backAtRoot = page.waitForURL((url) => url.port === '4173' && url.pathname === '/');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await backAtRoot;
  await expect(page.getByRole('heading', { name: /Sign in to AI Workflow Studio|AI Workflow Studio にサインイン/ })).toBeVisible();
  // The stored user is gone from the studio's origin (the callback page runs no sign-in check).
  await page.goto('/auth/callback');
  expect(await storedSession(page)).toBeNull();
});
