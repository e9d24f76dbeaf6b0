/**
 * The journeys' `test`: Playwright's, with every page of a worker talking to that worker's own backend
 * (e2e/support/env.ts). The app server serves the first worker's runtime config; a later worker's
 * contexts get theirs from a route (a journey's own useRuntimeConfig, a page route, still wins).
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { runtimeConfig } from './env';
import { movePointer } from './studio';

const serveWorkerConfig = (context: BrowserContext) =>
  context.route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__STUDIO_CONFIG__ = ${JSON.stringify(runtimeConfig())};` }),
  );

/**
 * A journey is a person at the computer: once a page has loaded (goto, reload, back, forward), the pointer moves
 * over it, as a person's does. A page at rest stays light (an area list is plain rows until the page is used:
 * src/lib/user-intent.ts); what a journey then does is what someone using the page gets.
 */
function moveThePointerAfterLoads(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        await movePointer(page);
        return response;
      },
    });
  }
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    if (testInfo.parallelIndex > 0) await serveWorkerConfig(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    moveThePointerAfterLoads(page);
    await use(page);
  },
});

/** A second browser context (another user) that talks to this worker's backend too. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (test.info().parallelIndex > 0) await serveWorkerConfig(context);
  return context;
}
