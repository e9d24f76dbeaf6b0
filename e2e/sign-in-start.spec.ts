import { expect } from '@playwright/test';
import { test } from './support/test';
import { OIDC_URL } from './support/env';

/**
 * A first visit with no session goes to the identity provider at once, needing only the
 * runtime config and the OIDC settings (no translation file, no React), and the page is never blank before
 * it: the branded loading state of index.html, in the detected language.
 */
const isAuthorization = (url: string) => url.startsWith(OIDC_URL) && /\/(authorize|auth)$/.test(new URL(url).pathname);

for (const { locale, text } of [
  { locale: 'en-US', text: 'Loading AI Workflow Studio…' },
  { locale: 'ja-JP', text: 'AI Workflow Studio を読み込んでいます…' },
]) {
  test.describe(`first visit (${locale})`, () => {
    test.use({ locale, storageState: { cookies: [], origins: [] } });

    test('loads no locale file before the authorization request and is never blank before it', async ({ page }, testInfo) => {
      const before: string[] = [];
      let authorizing = false;
      page.on('request', (request) => {
        if (isAuthorization(request.url())) authorizing = true;
        else if (!authorizing) before.push(new URL(request.url()).pathname);
      });
      // Hold the provider's discovery answer (the last step before the redirect) so the page can be looked at.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${OIDC_URL}/.well-known/openid-configuration`, async (route) => {
        await held;
        await route.continue();
      });
      // From the first byte: the document itself carries the loading state.
      const response = await page.goto('/poc/projects', { waitUntil: 'commit' });
      expect(await response!.text()).toContain('id="boot"');
      await expect(page.getByRole('status')).toContainText(text);
      await expect(page.getByText('AI Workflow Studio', { exact: true })).toBeVisible();
      await testInfo.attach(`loading-${locale}`, { body: await page.screenshot(), contentType: 'image/png' });
      release();
      await page.waitForURL((url) => url.toString().startsWith(OIDC_URL));
      expect(authorizing).toBe(true);

      expect(before.filter((path) => path.startsWith('/locales/'))).toEqual([]);
      // The document, the runtime config, the entry chunk, the discovery document (and the favicon): no React, no page chunks.
      expect(before.filter((path) => path.startsWith('/assets/'))).toHaveLength(1);
    });
  });
}

test.describe('a failed start', () => {
  test.use({ locale: 'en-US', storageState: { cookies: [], origins: [] } });

  test('offers Retry when the identity provider cannot be reached', async ({ page }) => {
    await page.route(
      (url) => url.toString().startsWith(OIDC_URL),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto('/poc/projects');
    await expect(page.getByRole('alert')).toContainText('Failed to start AI Workflow Studio. Please try again later.');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL((url) => url.toString().startsWith(OIDC_URL));
  });
});
