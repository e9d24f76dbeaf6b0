/**
 * An unknown project's URL is Not Found at once (issue #29, item 11): the backend's 404 is not retried,
 * and the page is the Not Found page with the way back to the project list, not a failure per section.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { openSignedIn, resetMock } from './support/studio';

test.beforeEach(resetMock);

test('an unknown project: Not Found with the link back, asked once', async ({ page }) => {
  const projectCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/studio\/v1\/projects\/prj_nope(\/|$)/.test(new URL(request.url()).pathname) && request.method() === 'GET') projectCalls.push(request.url());
  });
  await openSignedIn(page, 'agentEditor', '/poc/projects/prj_nope/workflows/list');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Each of the project's calls once: a 404 is the answer, not retried.
  expect(new Set(projectCalls).size).toBe(projectCalls.length);

  await page.getByRole('link', { name: 'Go to the project list' }).click();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
});
