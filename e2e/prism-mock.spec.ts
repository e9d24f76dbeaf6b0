import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PRISM_MOCK_URL, PRISM_URL } from './support/env';
import { freshHeading, markHeadingsStale, openInApp, signIn, useRuntimeConfig } from './support/studio';

// page.route serves the runtime config: no service worker in between.
test.use({ serviceWorkers: 'block' });

/**
 * Against `prism mock -d` every product answer is random but schema-valid (any list, any names, any
 * folder paths): the pages of the projects and workflows slice must not crash on them. The identity
 * calls (organizations, user info, IP check) go to the stateful mock instead, so the gates let the
 * user in and the journey reaches the pages (prism's random user info is megabytes of role claims).
 */
async function signInAgainstPrismMock(page: Page): Promise<string[]> {
  await useRuntimeConfig(page, { apiBaseUrl: PRISM_MOCK_URL, apiMode: 'prism' });
  await page.route(/:9413\/(auth\/v1\/|oidc\/v1\/|ip-restriction)/, (route) =>
    route.continue({ url: route.request().url().replace(PRISM_MOCK_URL, PRISM_URL) }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'agentEditor');
  return errors;
}

test('the project list and workflows pages survive dynamic data from prism mock', async ({ page }) => {
  // Four full loads under random answers: over 90 s on a busy machine.
  test.slow();
  const errors = await signInAgainstPrismMock(page);
  // Each page, the heading it must show, and the dynamic answer it must have rendered (the workflow list is the folder
  // page's, reached here with a folder, paging and a search).
  const pages: Array<[string, string, RegExp]> = [
    ['/poc/projects', 'Projects', /:9413\/studio\/v1\/projects\?page=1&pageSize=50/],
    ['/poc/projects/prj_any/workflows/list/Some/Folder?page=2&pageSize=25&name=a', 'Workflows', /:9413\/.*workflow-items\?folderPath=%2FSome%2FFolder/],
    ['/poc/projects/prj_any/workflows/list?view=tree', 'Workflows', /:9413\/.*\/workflows\/hierarchy/],
  ];
  for (const [path, heading, answer] of pages) {
    const answered = page.waitForResponse((response) => answer.test(response.url()) && response.status() === 200);
    await page.goto(path);
    await answered;
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Rendered: nothing left loading (the random answer drawn, or its error shown and caught below).
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await expect(page.getByText(/Something went wrong!|問題が発生しました/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  expect(errors.filter((message) => !/ResizeObserver/.test(message))).toEqual([]);
});

/** The area kit's pages: their grid (or empty state) renders, never their error state. */
test('the tools, knowledge, jobs, custom node and shared custom node pages survive dynamic data from prism mock', async ({ page }) => {
  // Nine pages under random answers, reached through the router as a link does (a reload each costs seconds).
  test.slow();
  const errors = await signInAgainstPrismMock(page);
  // Each page, its heading, what it lists (a grid or the empty state; none for the job history), and the dynamic answer it must have rendered.
  // One list page of the area kit per kind of row (tools for the plain lists — agents, datasets and custom nodes draw
  // theirs the same way — and paging, filters, files, indexes, jobs, shared nodes), and every detail page.
  const pages: Array<[string, string | RegExp, string | null, RegExp]> = [
    ['/poc/projects/prj_any/tools', 'Tools', 'Tools', /:9413\/studio\/v1\/projects\/prj_any\/tools\?/],
    ['/poc/projects/prj_any/knowledge/files/list?page=2', 'Knowledge files', 'Knowledge files', /:9413\/studio\/v1\/projects\/prj_any\/knowledge\/files\?/],
    ['/poc/projects/prj_any/knowledge/indexes', 'Knowledge indexes', 'Knowledge indexes', /:9413\/studio\/v1\/projects\/prj_any\/knowledge\/indexes\?/],
    ['/poc/projects/prj_any/jobs?page=2', 'Jobs', 'Jobs', /:9413\/studio\/v1\/projects\/prj_any\/jobs\?/],
    ['/poc/projects/prj_any/jobs/job_any/history', /^Execution history/, null, /:9413\/studio\/v1\/projects\/prj_any\/jobs\/job_any\/executions\?/],
    ['/poc/projects/prj_any/custom-nodes/cn_any?tab=auth', /./, null, /:9413\/studio\/v1\/projects\/prj_any\/custom-nodes\/cn_any$/],
    ['/poc/projects/prj_any/shared-custom-nodes?page=2', 'Shared custom nodes', 'Shared custom nodes', /:9413\/studio\/v1\/shared-custom-nodes\?/],
    ['/poc/projects/prj_any/shared-custom-nodes/scn_any', /./, null, /:9413\/studio\/v1\/shared-custom-nodes\/scn_any\/usage$/],
    [
      '/poc/projects/prj_any/shared-custom-nodes/scn_any/env-files',
      /^Configuration files of/,
      'Configuration files',
      /:9413\/studio\/v1\/shared-custom-nodes\/scn_any\/config-files\?/,
    ],
  ];
  for (const [path, heading, listed, answer] of pages) {
    const answered = page.waitForResponse((response) => answer.test(response.url()) && response.status() === 200);
    // The page before is gone when a heading it did not draw shows.
    await markHeadingsStale(page);
    await openInApp(page, path);
    await answered;
    await expect(freshHeading(page).filter({ hasText: heading })).toBeVisible();
    if (listed) await expect(page.getByRole('grid', { name: listed }).or(page.getByTestId('empty-state'))).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Failed to fetch/ })).toHaveCount(0);
    await expect(page.getByText(/Something went wrong!/)).toHaveCount(0);
  }
  expect(errors.filter((message) => !/ResizeObserver/.test(message))).toEqual([]);
});

/** The workflow API pages: versions (or the empty state) and a version's overview with its snippets, never an error. */
test('the API history and overview pages survive dynamic data from prism mock', async ({ page }) => {
  const errors = await signInAgainstPrismMock(page);
  const versions = page.waitForResponse((response) => /:9413\/.*\/workflows\/wf_any\/apis\?/.test(response.url()) && response.status() === 200);
  await page.goto('/poc/projects/prj_any/workflows/wf_any/apis');
  await versions;
  await expect(page.getByTestId('api-versions').or(page.getByTestId('empty-state'))).toBeVisible();
  const version = page.waitForResponse((response) => /:9413\/.*\/apis\/api_any$/.test(response.url()) && response.status() === 200);
  await page.goto('/poc/projects/prj_any/workflows/wf_any/apis/api_any');
  await version;
  await expect(page.getByTestId('api-endpoints')).toBeVisible();
  await expect(page.getByTestId('api-snippets')).toContainText('AIW_API_KEY');
  await expect(page.getByRole('alert').filter({ hasText: /Failed to fetch/ })).toHaveCount(0);
  await expect(page.getByText(/Something went wrong!/)).toHaveCount(0);
  expect(errors.filter((message) => !/ResizeObserver/.test(message))).toEqual([]);
});
