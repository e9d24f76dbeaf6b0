/**
 * Runtime configuration: read once from `window.__STUDIO_CONFIG__`, which `/runtime-config.js`
 * sets before the app loads (operators edit that file per deployment; nothing is baked into the build).
 */
import { z } from 'zod';

export const ENVIRONMENTS = ['local', 'dev', 'stg', 'prd'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** 'local' | 'dev' | 'stg' | 'prd'; anything else is an error ('Unknown environment: …'). */
export function parseEnvironment(value: unknown): Environment {
  if (typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
  throw new Error(`Unknown environment: ${String(value)}`);
}

export const runtimeConfigSchema = z.object({
  /** Where the product backend is: '' (same origin, mock mode), the mock server, Prism, or the real backend. */
  apiBaseUrl: z.string().max(500).default(''),
  /** The fixed identity-provider value sent as the `idp` header. */
  idp: z.string().min(1).max(64).default('zitadel'),
  oidcAuthority: z.string().max(500).default('http://localhost:9000'),
  oidcClientId: z.string().max(200).default('studio-local'),
  /** The identity provider's project of the studio: its audience scope and roles claim carry this id. */
  oidcProjectId: z.string().max(64).default('283130000000000001'),
  environment: z.unknown().transform(parseEnvironment).default('local'),
  /** Error reporting (Sentry) endpoint; reporting runs only in stg and prd. */
  sentryDsn: z.string().max(500).optional(),
  /** Feature flags the deployment switches on (read by the deferred flag client). */
  featureFlags: z.record(z.string().max(100), z.boolean()).default({}),
  /** Mock builds talking to the mock server: where its scenario/reset control endpoints are. */
  mockControlUrl: z.string().max(500).optional(),
  /** Which backend the studio talks to (docs/architecture.md): msw | server | prism | live. */
  apiMode: z.enum(['msw', 'server', 'prism', 'live']).default('live'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

declare global {
  interface Window {
    __STUDIO_CONFIG__?: Record<string, unknown>;
  }
}

let cached: RuntimeConfig | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  cached ??= runtimeConfigSchema.parse(typeof window === 'undefined' ? {} : (window.__STUDIO_CONFIG__ ?? {}));
  return cached;
}

/** Tests replace the configuration. */
export function setRuntimeConfig(values: Partial<Record<keyof RuntimeConfig, unknown>>): RuntimeConfig {
  cached = runtimeConfigSchema.parse(values);
  return cached;
}
