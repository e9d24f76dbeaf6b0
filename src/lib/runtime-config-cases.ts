/**
 * The runtime config's rules as cases: for each setting, values it accepts and values it refuses with the
 * message expected. src/lib/runtime-config.test.ts runs them against the app's parser; the server's start
 * script (which writes runtime-config.js from the environment) is checked against the same table, so both
 * sides accept and refuse exactly the same values. Values are strings, as environment variables are.
 * Not imported by the app.
 */

export interface RuntimeConfigCase {
  key: string;
  value: string;
  /** The message the refusal starts with; undefined: the value is accepted. */
  error?: string;
}

/** The environment variable the server's start script reads a setting from: apiBaseUrl → STUDIO_API_BASE_URL. */
export const environmentVariable = (key: string): string => `STUDIO_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

const URL_ERROR = (key: string) => `Invalid runtime config: ${key} must be an absolute http(s) URL`;

/** Absolute http(s) URLs any URL setting accepts. */
const GOOD_URLS = ['http://localhost:9000', 'https://id.example.com', 'https://id.example.com:8443/realms/studio/', 'HTTPS://ID.EXAMPLE.COM/path?x=1#y'];

/** Values no URL setting accepts: relative, another scheme, no host, malformed, or an unsafe character. */
const BAD_URLS = [
  '/api',
  'id.example.com',
  '//id.example.com',
  'ftp://id.example.com',
  'javascript:alert(1)',
  'http:id.example.com',
  'http:///path',
  'https://',
  'http://exa mple.com',
  'https://id.example.com/"onload="x',
  "https://id.example.com/'",
  'https://id.example.com/`x`',
  'https://id.example.com\\path',
  'https://id.example.com/\u0000',
  'https://id.example.com/\u0085',
  'https://id.example.com/\n',
  'https://id.example.com/\u00a0',
  'https://id.example.com/caf\u00e9',
  'https://\u0438\u0434.example.com',
  ' https://id.example.com',
  'https://id.example.com ',
  'http://[::1',
];

const urlCases = (key: string, { optional }: { optional: boolean }): RuntimeConfigCase[] => [
  ...GOOD_URLS.map((value) => ({ key, value })),
  ...BAD_URLS.map((value) => ({ key, value, error: URL_ERROR(key) })),
  // An optional setting left empty is left out; a required one must be a URL.
  optional ? { key, value: '' } : { key, value: '', error: URL_ERROR(key) },
];

export const RUNTIME_CONFIG_CASES: readonly RuntimeConfigCase[] = [
  // '' is the studio's own origin (the mock build and a backend behind the same server).
  { key: 'apiBaseUrl', value: '' },
  ...GOOD_URLS.map((value) => ({ key: 'apiBaseUrl', value })),
  ...BAD_URLS.map((value) => ({ key: 'apiBaseUrl', value, error: "Invalid runtime config: apiBaseUrl must be '' (same origin) or an absolute http(s) URL" })),
  ...urlCases('oidcAuthority', { optional: false }),
  ...urlCases('accountSettingsUrl', { optional: true }),
  ...urlCases('mockControlUrl', { optional: true }),
  ...urlCases('sentryDsn', { optional: true }),
  { key: 'sentryDsn', value: 'https://0123abcd@o1.ingest.sentry.io/42' },
  ...['local', 'dev', 'stg', 'prd'].map((value) => ({ key: 'environment', value })),
  ...['production', 'PRD', ''].map((value) => ({ key: 'environment', value, error: `Unknown environment: ${value}` })),
  ...['msw', 'server', 'prism', 'live'].map((value) => ({ key: 'apiMode', value })),
  ...['mock', ''].map((value) => ({ key: 'apiMode', value, error: 'Invalid runtime config: apiMode must be one of msw, server, prism, live' })),
  { key: 'idp', value: 'zitadel' },
  { key: 'idp', value: '', error: 'Invalid runtime config: idp must be a string of 1 to 64 characters' },
  { key: 'oidcClientId', value: 'studio-local' },
  { key: 'oidcProjectId', value: '283130000000000001' },
];
