import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (no Playwright browser download: the machines are offline).
 * The web server entries are started by Playwright itself.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: [
    {
      // The studio in mock mode (MSW in the browser), built and served as a user would get it.
      command: 'npm run build:mock && npx vite preview --mode msw',
      url: 'http://127.0.0.1:4173/runtime-config.js',
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
