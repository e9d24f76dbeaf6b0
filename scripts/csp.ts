/**
 * The studio's Content-Security-Policy (README "Security"): built from the index.html the build wrote (the
 * hashes of its two inline scripts, the branded loading state) and the runtime config the pages get (the
 * backend, the identity provider, the error reporter). `vite preview` sends it with every response
 * (vite.config.ts); deploy/nginx/start.sh computes the same policy in sh for nginx (scripts/deploy/start-sh.test.ts
 * holds the two to the same result).
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';

/** The part of the runtime config (public/runtime-config.js) that says where the pages connect to. */
export interface CspRuntimeConfig {
  apiBaseUrl?: unknown;
  oidcAuthority?: unknown;
  mockControlUrl?: unknown;
  sentryDsn?: unknown;
  environment?: unknown;
}

export interface CspInput {
  /** `'sha256-…'` of each inline script of index.html (inlineScriptHashes). */
  scriptHashes: readonly string[];
  config: CspRuntimeConfig;
  /** Origins some pages are pointed at besides the runtime config's (the e2e journeys swap it per page). */
  extraOrigins?: readonly string[];
  /**
   * The page is the sign-in return (/auth/callback): oidc-client-ts renews a session without a refresh
   * token in a hidden frame of the studio that lands there, so only that path may be framed, by the studio.
   */
  callbackPage?: boolean;
}

/** `'sha256-…'` of the text of every inline `<script>` (one without `src`), as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}'`,
    );
}

/** The origin of an absolute http(s) URL; nothing for '' or a path on the studio's own origin. */
function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Sentry's DSN `https://<key>@<host>/<project>`: the host events go to and, in stg/prd, its CSP report endpoint. */
export function sentryEndpoints(config: CspRuntimeConfig): { origin: string; reportUri?: string } | undefined {
  if (typeof config.sentryDsn !== 'string' || !config.sentryDsn) return undefined;
  let dsn: URL;
  try {
    dsn = new URL(config.sentryDsn);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(dsn.protocol)) return undefined;
  const project = dsn.pathname.split('/').filter(Boolean).pop();
  const reporting = config.environment === 'stg' || config.environment === 'prd';
  if (!reporting || !project || !dsn.username) return { origin: dsn.origin };
  const query = new URLSearchParams({ sentry_key: dsn.username, sentry_environment: config.environment as string });
  return { origin: dsn.origin, reportUri: `${dsn.origin}/api/${project}/security/?${query.toString()}` };
}

/** Where the pages connect to: the backend, the identity provider, the mock server's controls, the error reporter. */
export function connectOrigins(config: CspRuntimeConfig, extraOrigins: readonly string[] = []): string[] {
  const origins = [config.apiBaseUrl, config.oidcAuthority, config.mockControlUrl].map(originOf);
  origins.push(sentryEndpoints(config)?.origin, ...extraOrigins.map(originOf));
  return [...new Set(origins.filter((origin): origin is string => !!origin))];
}

const join = (sources: readonly (string | undefined)[]) => [...new Set(sources.filter((source): source is string => !!source))].join(' ');

export function contentSecurityPolicy({ scriptHashes, config, extraOrigins = [], callbackPage = false }: CspInput): string {
  const authorities = [originOf(config.oidcAuthority), ...extraOrigins.map(originOf)];
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    // The app's files and the two inline scripts of index.html, by hash: no other inline script, no eval.
    ['script-src', join(["'self'", ...scriptHashes])],
    // MUI (emotion), Monaco and React Flow write styles at run time (README "Security").
    ['style-src', "'self' 'unsafe-inline'"],
    // Monaco's CSS draws a few icons from data: URLs.
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', join(["'self'", ...connectOrigins(config, extraOrigins)])],
    // Monaco's workers and, in mock builds, MSW's service worker: files of the studio's own origin.
    ['worker-src', "'self'"],
    // A silent renew without a refresh token: a hidden frame to the provider that returns to /auth/callback.
    ['frame-src', join(["'self'", ...authorities])],
    ['frame-ancestors', callbackPage ? "'self'" : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  const reportUri = sentryEndpoints(config)?.reportUri;
  if (reportUri) directives.push(['report-uri', reportUri]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** `window.__STUDIO_CONFIG__` as a runtime-config.js file sets it (the operator's own file, run in a sandbox). */
export function readRuntimeConfigScript(source: string): CspRuntimeConfig {
  const sandbox = { window: {} as { __STUDIO_CONFIG__?: CspRuntimeConfig } };
  runInNewContext(source, sandbox, { timeout: 1000 });
  return sandbox.window.__STUDIO_CONFIG__ ?? {};
}
