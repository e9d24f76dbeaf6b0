/** Ports and URLs of the e2e setup (playwright.config.ts starts every server). */
export const APP_URL = 'http://127.0.0.1:4173';
export const OIDC_URL = 'http://127.0.0.1:9410';
/** A second provider whose access tokens live 70 seconds (the silent renew journey). */
export const OIDC_SHORT_URL = 'http://127.0.0.1:9420';
export const MOCK_SERVER_URL = 'http://127.0.0.1:9411';
/** `prism proxy --errors` in front of the mock server: the studio's backend in the journeys. */
export const PRISM_URL = 'http://127.0.0.1:9412';

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
export const SWAPPED_CONFIG_ORIGINS = [OIDC_SHORT_URL, PRISM_MOCK_URL];
