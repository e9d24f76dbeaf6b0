/**
 * The journeys' `test`: Playwright's, with every page of a worker talking to that worker's own backend
 * (e2e/support/env.ts). The app server serves the first worker's runtime config; a later worker's
 * contexts get theirs from a route (a journey's own useRuntimeConfig, a page route, still wins).
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { runtimeConfig } from './env';

const serveWorkerConfig = (context: BrowserContext) =>
  context.route('**/runtime-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__STUDIO_CONFIG__ = ${JSON.stringify(runtimeConfig())};` }),
  );

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    if (testInfo.parallelIndex > 0) await serveWorkerConfig(context);
    await use(context);
  },
});

/** A second browser context (another user) that talks to this worker's backend too. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (test.info().parallelIndex > 0) await serveWorkerConfig(context);
  return context;
}
