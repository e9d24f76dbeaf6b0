/**
 * Runtime configuration: read once from `window.__STUDIO_CONFIG__`, which `/runtime-config.js`
 * sets before the app loads (the server writes that file at start; nothing is baked into the build, and
 * a production build's own file sets nothing). Checked by hand rather than with zod: this runs on the
 * first screen, where zod's ~12 KB gzip would push the sign-in path over its budget. The rules' cases
 * (valid and invalid values, with their messages) are in ./runtime-config-cases.ts.
 */
export const ENVIRONMENTS = ['local', 'dev', 'stg', 'prd'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const API_MODES = ['msw', 'server', 'prism', 'live'] as const;
export type ApiMode = (typeof API_MODES)[number];

export interface RuntimeConfig {
  /** Where the product backend is: '' (same origin, mock mode), the mock server, Prism, or the real backend. */
  apiBaseUrl: string;
  /** The fixed identity-provider value sent as the `idp` header. */
  idp: string;
  oidcAuthority: string;
  oidcClientId: string;
  /** The identity provider's project of the studio: its audience scope and roles claim carry this id. */
  oidcProjectId: string;
  environment: Environment;
  /** Which backend the studio talks to (README, "Modes"). */
  apiMode: ApiMode;
  /** The identity provider's page where users manage their own account; the account menu hides "Account settings" without it. */
  accountSettingsUrl?: string;
  /** Mock builds talking to the mock server: where its scenario/reset control endpoints are. */
  mockControlUrl?: string;
  /** Error reporting (Sentry) endpoint; reporting runs only in stg and prd. */
  sentryDsn?: string;
  /** Feature flags the deployment switches on (read by the deferred flag client). */
  featureFlags: Record<string, boolean>;
}

/**
 * A configuration the studio cannot start with: `key` names the setting at fault, or is undefined when
 * the page has no configuration at all (the start screen says which, src/app/boot-screen.ts).
 */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
  readonly key: string | undefined;
  constructor(message: string, key?: string) {
    super(message);
    this.key = key;
  }
}

const invalid = (key: string, rule: string) => new RuntimeConfigError(`Invalid runtime config: ${key} ${rule}`, key);

/** 'local' | 'dev' | 'stg' | 'prd'; anything else is an error ('Unknown environment: …'). */
export function parseEnvironment(value: unknown): Environment {
  if (typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
  throw new RuntimeConfigError(`Unknown environment: ${String(value)}`, 'environment');
}

function text(values: Record<string, unknown>, key: string, fallback: string | undefined, { min = 0, max = 500 } = {}): string | undefined {
  const value = values[key] ?? fallback;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw invalid(key, `must be a string of ${min} to ${max} characters`);
  }
  return value;
}

/**
 * A quote, backtick or backslash, or anything but printable ASCII (white space, a control character, a non-ASCII
 * character: IDNs go in punycode, other characters percent-encoded): never part of a URL the studio is given. The
 * server's start script (deploy/nginx/start.sh) refuses exactly these too.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || code >= 0x7f || /["'`\\]/.test(char)) return true;
  }
  return false;
}

export const URL_RULE = 'must be an absolute http(s) URL';
export const SAME_ORIGIN_URL_RULE = "must be '' (same origin) or an absolute http(s) URL";

/** An absolute http: or https: URL: a host after `//`, and nothing unsafe in it. */
function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value) || hasUnsafeCharacter(value)) return false;
  try {
    const parsed = new URL(value);
    return /^https?:$/.test(parsed.protocol) && !!parsed.host;
  } catch {
    return false;
  }
}

/** A URL setting. Optional ones given as '' are left out; `sameOrigin` (apiBaseUrl): '' is the studio's own origin. */
function url(values: Record<string, unknown>, key: string, fallback: string | undefined, { sameOrigin = false } = {}): string | undefined {
  const value = text(values, key, fallback, { max: 2000 });
  if (value === undefined || (value === '' && (sameOrigin || fallback === undefined))) return value;
  if (!isHttpUrl(value)) throw invalid(key, sameOrigin ? SAME_ORIGIN_URL_RULE : URL_RULE);
  return value;
}

function oneOf<T extends string>(values: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T {
  const value = values[key] ?? fallback;
  if (!(allowed as readonly unknown[]).includes(value)) throw invalid(key, `must be one of ${allowed.join(', ')}`);
  return value as T;
}

function flags(value: unknown): Record<string, boolean> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Object.values(value).some((flag) => typeof flag !== 'boolean')) {
    throw invalid('featureFlags', 'must map names to true/false');
  }
  return { ...(value as Record<string, boolean>) };
}

export function parseRuntimeConfig(values: Record<string, unknown>): RuntimeConfig {
  const mockControlUrl = url(values, 'mockControlUrl', undefined);
  const sentryDsn = url(values, 'sentryDsn', undefined);
  const accountSettingsUrl = url(values, 'accountSettingsUrl', undefined);
  return {
    apiBaseUrl: url(values, 'apiBaseUrl', '', { sameOrigin: true })!,
    idp: text(values, 'idp', 'zitadel', { min: 1, max: 64 })!,
    oidcAuthority: url(values, 'oidcAuthority', 'http://localhost:9000')!,
    oidcClientId: text(values, 'oidcClientId', 'studio-local', { max: 200 })!,
    oidcProjectId: text(values, 'oidcProjectId', '283130000000000001', { max: 64 })!,
    environment: parseEnvironment(values.environment ?? 'local'),
    apiMode: oneOf(values, 'apiMode', API_MODES, 'live'),
    ...(accountSettingsUrl ? { accountSettingsUrl } : {}),
    ...(mockControlUrl ? { mockControlUrl } : {}),
    ...(sentryDsn ? { sentryDsn } : {}),
    featureFlags: flags(values.featureFlags),
  };
}

declare global {
  interface Window {
    __STUDIO_CONFIG__?: Record<string, unknown>;
  }
}

let cached: RuntimeConfig | undefined;

export const NO_CONFIG_MESSAGE = 'No runtime config: /runtime-config.js set no window.__STUDIO_CONFIG__';

/** The page's configuration; none at all (a production build whose server wrote no runtime-config.js) is an error. */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  const values = typeof window === 'undefined' ? {} : window.__STUDIO_CONFIG__;
  if (!values || typeof values !== 'object') throw new RuntimeConfigError(NO_CONFIG_MESSAGE);
  cached = parseRuntimeConfig(values);
  return cached;
}

/** Tests: the next getRuntimeConfig() reads the page's configuration again. */
export function forgetRuntimeConfig(): void {
  cached = undefined;
}

/** Tests replace the configuration. */
export function setRuntimeConfig(values: Record<string, unknown>): RuntimeConfig {
  cached = parseRuntimeConfig(values);
  return cached;
}
