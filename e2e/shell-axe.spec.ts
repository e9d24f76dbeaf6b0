import { expect, test } from '@playwright/test';
import { expectAccessible, resetMock, openSignedIn, type DevUser } from './support/studio';

/**
 * Issue #10: every page of the shell has no serious or critical axe violation, in both themes and both
 * languages (the theme through its storage key, the language through the user's locale: Hanako is
 * English, 山田 Japanese). Contrast depends on the theme and names on the language, so English light and
 * Japanese dark cover both on every page (the four combinations were checked once, all clean; CI keeps
 * two for time). The editor is checked in e2e/editor-look.spec.ts.
 */
test.beforeEach(resetMock);

const PROJECT = '/poc/projects/prj_support';
const PAGES = [
  '/poc/projects',
  PROJECT,
  `${PROJECT}/workflows/list`,
  `${PROJECT}/tools`,
  `${PROJECT}/agents`,
  `${PROJECT}/knowledge/files/list`,
  `${PROJECT}/knowledge/indexes`,
  `${PROJECT}/datasets`,
  `${PROJECT}/datasets/upload`,
  `${PROJECT}/jobs`,
  `${PROJECT}/custom-nodes`,
  `${PROJECT}/shared-custom-nodes`,
  `${PROJECT}/database-connections`,
  `${PROJECT}/no-such-page`,
];

const RUNS: { user: DevUser; theme: 'light' | 'dark' }[] = [
  { user: 'agentEditor', theme: 'light' },
  { user: 'admin', theme: 'dark' },
];

for (const { user, theme } of RUNS) {
  test(`every shell page passes axe: ${user === 'admin' ? 'Japanese' : 'English'}, ${theme}`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await page.addInitScript((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, user);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Loaded: no spinner or progress bar left.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await expectAccessible(page, `${path} (${theme})`);
      if (path === PROJECT || path.endsWith('/tools')) {
        await testInfo.attach(`${path.split('/').pop()}-${user}-${theme}`, { body: await page.screenshot(), contentType: 'image/png' });
      }
    }
  });
}
