import { defineConfig, devices } from '@playwright/test';
import { APP_URL, MOCK_SERVER_URL, OIDC_SHORT_URL, OIDC_URL, PRISM_MOCK_URL, PRISM_URL, runtimeConfig, SWAPPED_CONFIG_ORIGINS } from './e2e/support/env';

/**
 * Browser journeys in Debian's Chromium (no Playwright browser download: the machines are offline).
 * Playwright starts every server itself: two local OpenID Providers (normal and 70-second tokens), the
 * mock backend over HTTP, `prism proxy --errors` in front of it (so a request or response that breaks
 * the contract fails the journey), `prism mock -d` (dynamic data, for the smoke journey), and the built
 * studio (mock build, talking to Prism).
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = (url: string) => new URL(url).port;
const reuse = !process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/contract/**'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs mocks/oidc/main.ts',
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      env: { OIDC_PORT: port(OIDC_URL), OIDC_HOST: '127.0.0.1', OIDC_ISSUER: OIDC_URL, OIDC_REDIRECT_ORIGINS: APP_URL },
      reuseExistingServer: reuse,
      timeout: 60_000,
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs mocks/oidc/main.ts',
      url: `${OIDC_SHORT_URL}/.well-known/openid-configuration`,
      env: { OIDC_PORT: port(OIDC_SHORT_URL), OIDC_HOST: '127.0.0.1', OIDC_ISSUER: OIDC_SHORT_URL, OIDC_REDIRECT_ORIGINS: APP_URL, OIDC_ACCESS_TOKEN_TTL: '70' },
      reuseExistingServer: reuse,
      timeout: 60_000,
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs mocks/server/main.ts',
      url: `${MOCK_SERVER_URL}/__mock/scenario`,
      env: { MOCK_SERVER_PORT: port(MOCK_SERVER_URL), MOCK_TRUSTED_ISSUERS: `${OIDC_URL},${OIDC_SHORT_URL}` },
      reuseExistingServer: reuse,
      timeout: 60_000,
    },
    {
      command: `node scripts/bundle-openapi.mjs --quiet && cp .contract/openapi.bundled.yaml .contract/openapi.e2e.yaml && node node_modules/@stoplight/prism-cli/dist/index.js proxy --errors --host 127.0.0.1 --port ${port(PRISM_URL)} .contract/openapi.e2e.yaml ${MOCK_SERVER_URL}`,
      // Unauthenticated, the contract answers 401: Prism is up.
      url: `${PRISM_URL}/oidc/v1/userinfo`,
      reuseExistingServer: reuse,
      timeout: 90_000,
    },
    {
      // `prism mock -d`: random schema-valid answers; the smoke journey checks that pages survive them.
      command: `node scripts/bundle-openapi.mjs --quiet && cp .contract/openapi.bundled.yaml .contract/openapi.prism-mock.yaml && node node_modules/@stoplight/prism-cli/dist/index.js mock -d --host 127.0.0.1 --port ${port(PRISM_MOCK_URL)} .contract/openapi.prism-mock.yaml`,
      url: `${PRISM_MOCK_URL}/oidc/v1/userinfo`,
      reuseExistingServer: reuse,
      timeout: 90_000,
    },
    {
      // The mock build (it carries the demo panel), served as a user gets it, talking to Prism.
      command: `npm run build:mock && node node_modules/vite/bin/vite.js preview --mode msw --port ${port(APP_URL)} --host 127.0.0.1 --strictPort`,
      url: `${APP_URL}/runtime-config.js`,
      // Its Content-Security-Policy (README "Security") is built from this runtime config and the origins
      // that single journeys swap in.
      env: { STUDIO_RUNTIME_CONFIG: JSON.stringify(runtimeConfig()), STUDIO_CSP_EXTRA_ORIGINS: SWAPPED_CONFIG_ORIGINS.join(' ') },
      reuseExistingServer: reuse,
      timeout: 240_000,
    },
  ],
});
