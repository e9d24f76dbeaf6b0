/**
 * Runtime configuration: read once from `window.__STUDIO_CONFIG__`, which `/runtime-config.js`
 * sets before the app loads (operators edit that file per deployment; nothing is baked into the build).
 * Checked by hand rather than with zod: this runs on the first screen, where zod's ~12 KB gzip would
 * push the sign-in path over its budget.
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

/** 'local' | 'dev' | 'stg' | 'prd'; anything else is an error ('Unknown environment: …'). */
export function parseEnvironment(value: unknown): Environment {
  if (typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
  throw new Error(`Unknown environment: ${String(value)}`);
}

function text(values: Record<string, unknown>, key: string, fallback: string | undefined, { min = 0, max = 500 } = {}): string | undefined {
  const value = values[key] ?? fallback;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw new Error(`Invalid runtime config: ${key} must be a string of ${min} to ${max} characters`);
  }
  return value;
}

function oneOf<T extends string>(values: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T {
  const value = values[key] ?? fallback;
  if (!(allowed as readonly unknown[]).includes(value)) throw new Error(`Invalid runtime config: ${key} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function flags(value: unknown): Record<string, boolean> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Object.values(value).some((flag) => typeof flag !== 'boolean')) {
    throw new Error('Invalid runtime config: featureFlags must map names to true/false');
  }
  return { ...(value as Record<string, boolean>) };
}

export function parseRuntimeConfig(values: Record<string, unknown>): RuntimeConfig {
  const mockControlUrl = text(values, 'mockControlUrl', undefined);
  const sentryDsn = text(values, 'sentryDsn', undefined);
  const accountSettingsUrl = text(values, 'accountSettingsUrl', undefined, { max: 2000 });
  return {
    apiBaseUrl: text(values, 'apiBaseUrl', '')!,
    idp: text(values, 'idp', 'zitadel', { min: 1, max: 64 })!,
    oidcAuthority: text(values, 'oidcAuthority', 'http://localhost:9000')!,
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

export function getRuntimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(typeof window === 'undefined' ? {} : (window.__STUDIO_CONFIG__ ?? {}));
  return cached;
}

/** Tests replace the configuration. */
export function setRuntimeConfig(values: Record<string, unknown>): RuntimeConfig {
  cached = parseRuntimeConfig(values);
  return cached;
}
