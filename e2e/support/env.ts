/** Ports and URLs of the e2e setup (playwright.config.ts starts every server). */
export const APP_URL = 'http://127.0.0.1:4173';
export const OIDC_URL = 'http://127.0.0.1:9410';
/** A second provider whose access tokens live 70 seconds (the silent renew journey). */
export const OIDC_SHORT_URL = 'http://127.0.0.1:9420';

/**
 * Each Playwright worker has a backend of its own — a mock server and `prism proxy --errors` in front
 * of it — so journeys running side by side never see each other's data or scenarios. A worker's slot is
 * its TEST_PARALLEL_INDEX (0 … workers − 1); the config and anything outside a worker use slot 0.
 */
export const WORKER_BACKENDS = [
  { mockServer: 'http://127.0.0.1:9411', prism: 'http://127.0.0.1:9412' },
  { mockServer: 'http://127.0.0.1:9431', prism: 'http://127.0.0.1:9432' },
] as const;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const backend = WORKER_BACKENDS[slot];
if (!backend) throw new Error(`No backend for worker slot ${slot}: playwright.config.ts runs at most ${WORKER_BACKENDS.length} workers.`);
/** This worker's mock server (its control endpoints reset data and set scenarios). */
export const MOCK_SERVER_URL = backend.mockServer;
/** `prism proxy --errors` in front of this worker's mock server: the studio's backend in the journeys. */
export const PRISM_URL = backend.prism;

export const runtimeConfig = (overrides: Record<string, unknown> = {}) => ({
  apiBaseUrl: PRISM_URL,
  apiMode: 'server',
  mockControlUrl: MOCK_SERVER_URL,
  idp: 'zitadel',
  oidcAuthority: OIDC_URL,
  oidcClientId: 'studio-local',
  accountSettingsUrl: `${OIDC_URL}/ui/console/users/me`,
  environment: 'local',
  ...overrides,
});
/** `prism mock -d` on the contract (dynamic, schema-valid random data): the smoke that pages survive any answer. */
export const PRISM_MOCK_URL = 'http://127.0.0.1:9413';
/**
 * Origins that journeys point single pages at with a runtime config of their own (useRuntimeConfig): the
 * app server's Content-Security-Policy allows them besides its own runtime config's (STUDIO_CSP_EXTRA_ORIGINS).
 */
export const SWAPPED_CONFIG_ORIGINS = [OIDC_SHORT_URL, PRISM_MOCK_URL, ...WORKER_BACKENDS.slice(1).flatMap(({ mockServer, prism }) => [prism, mockServer])];
