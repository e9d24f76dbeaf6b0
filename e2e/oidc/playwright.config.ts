import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser.mjs';

/**
 * The local OpenID Provider in a real browser, on its own (no studio build needed):
 * `npx playwright test --config e2e/oidc/playwright.config.ts`. The spec starts the provider itself
 * and stubs the studio's origin. The main config (e2e/) also picks this spec up.
 */

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  timeout: 60_000,
  outputDir: join(tmpdir(), 'studio-oidc-e2e-results'),
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
});
