import { defineConfig, devices } from '@playwright/test';
import { APP_URL, OIDC_SHORT_URL, OIDC_URL, PRISM_MOCK_URL, runtimeConfig, SWAPPED_CONFIG_ORIGINS, WORKER_BACKENDS } from './e2e/support/env';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';
import { environmentVariable } from './src/lib/runtime-config-cases';

/**
 * Browser journeys in the Chromium that comes with `npm ci` (scripts/browser.mjs; `npm run test:e2e`
 * unpacks it first; CHROMIUM_PATH names another). Playwright starts every server itself (all at once, through
 * scripts/e2e-servers.mjs): two local
 * OpenID Providers (normal and 70-second tokens); for each worker a mock backend over HTTP and
 * `prism proxy --errors` in front of it (so a request or response that breaks the contract fails the
 * journey, and journeys side by side never share data); `prism mock -d` (dynamic data, for the smoke
 * journey); and the built studio (mock build served by nginx as deployed, talking to the first worker's Prism; later
 * workers route their runtime config, e2e/support/test.ts).
 *
 * No retries: a journey that fails once is a bug to find (a race in the product or the test).
 */
const port = (url: string) => new URL(url).port;
const reuse = !process.env.CI;
const workers = Number(process.env.E2E_WORKERS ?? WORKER_BACKENDS.length);

/** The servers the journeys need, started side by side; the build is a job that must end well before the studio starts. */
const servers = [
  {
    command: 'node node_modules/tsx/dist/cli.mjs mocks/oidc/main.ts',
    url: `${OIDC_URL}/.well-known/openid-configuration`,
    env: { OIDC_PORT: port(OIDC_URL), OIDC_HOST: '127.0.0.1', OIDC_ISSUER: OIDC_URL, OIDC_REDIRECT_ORIGINS: APP_URL },
  },
  {
    command: 'node node_modules/tsx/dist/cli.mjs mocks/oidc/main.ts',
    url: `${OIDC_SHORT_URL}/.well-known/openid-configuration`,
    env: {
      OIDC_PORT: port(OIDC_SHORT_URL),
      OIDC_HOST: '127.0.0.1',
      OIDC_ISSUER: OIDC_SHORT_URL,
      OIDC_REDIRECT_ORIGINS: APP_URL,
      OIDC_ACCESS_TOKEN_TTL: '70',
    },
  },
  ...WORKER_BACKENDS.slice(0, workers).flatMap(({ mockServer, prism }, slot) => [
    {
      command: 'node node_modules/tsx/dist/cli.mjs mocks/server/main.ts',
      url: `${mockServer}/__mock/scenario`,
      env: { MOCK_SERVER_PORT: port(mockServer), MOCK_TRUSTED_ISSUERS: `${OIDC_URL},${OIDC_SHORT_URL}` },
    },
    {
      command: `node scripts/bundle-openapi.mjs --quiet --out .contract/openapi.e2e-${slot}.yaml && node node_modules/@stoplight/prism-cli/dist/index.js proxy --errors --host 127.0.0.1 --port ${port(prism)} .contract/openapi.e2e-${slot}.yaml ${mockServer}`,
      // Unauthenticated, the contract answers 401: Prism is up.
      url: `${prism}/oidc/v1/userinfo`,
    },
  ]),
  {
    // `prism mock -d`: random schema-valid answers; the smoke journey checks that pages survive them.
    command: `node scripts/bundle-openapi.mjs --quiet --out .contract/openapi.prism-mock.yaml && node node_modules/@stoplight/prism-cli/dist/index.js mock -d --host 127.0.0.1 --port ${port(PRISM_MOCK_URL)} .contract/openapi.prism-mock.yaml`,
    url: `${PRISM_MOCK_URL}/oidc/v1/userinfo`,
  },
  // The mock build (it carries the demo panel).
  { command: 'npm run build:mock', env: { STUDIO_PRECOMPRESS: 'fast' } },
];
/**
 * The studio as a deployment serves it: nginx through deploy/nginx/start.sh (README "Deploy") on the mock build, its
 * runtime config from the environment (talking to the first worker's Prism) and the Content-Security-Policy that follows
 * from it, plus the origins that single journeys swap in (STUDIO_CSP_EXTRA_ORIGINS).
 */
const studio = {
  command: 'sh deploy/nginx/start.sh',
  env: {
    STUDIO_ROOT: 'dist-msw',
    STUDIO_PORT: port(APP_URL),
    STUDIO_RUN_DIR: join(tmpdir(), `studio-e2e-nginx-${port(APP_URL)}`),
    STUDIO_CSP_EXTRA_ORIGINS: SWAPPED_CONFIG_ORIGINS.join(' '),
    // Playwright reads no server's stdout (and nginx cannot open a pipe as /dev/stdout).
    STUDIO_ACCESS_LOG: 'off',
    ...Object.fromEntries(Object.entries(runtimeConfig()).map(([key, value]) => [environmentVariable(key), String(value)])),
  },
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: ['**/contract/**'],
  fullyParallel: true,
  workers,
  retries: 0,
  // The JSON report feeds `npm test`'s slowest-journeys list (scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/journeys.json' }]],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    // The studio honours reduced motion (no transitions or ripples, src/app/theme.ts): journeys act on a
    // page at rest and the browser draws no animation frames (about 20 % faster here). The pages' look
    // (colours, layout, axe) is the same at rest; editor-look.spec.ts runs with motion, as most users see it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  // Every server at once (scripts/e2e-servers.mjs; Playwright would start them one after another), then the studio.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    url: `${APP_URL}/runtime-config.js`,
    reuseExistingServer: reuse,
    timeout: 240_000,
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_LAST: JSON.stringify(studio) },
  },
});
