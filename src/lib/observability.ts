/**
 * Error reporting, feature flags and analytics (§7 "Other"). Sentry runs only in stg and prd and is
 * loaded lazily (no Sentry code in the first download anywhere; ./sentry holds the parts used); tag
 * app=studio, release 'development', traces at 0.1, HTTP errors ≥ 400 fingerprinted by url and status.
 */
import { HttpError } from '../api/errors';
import type { Environment, RuntimeConfig } from './runtime-config';

export const REPORTING_ENVIRONMENTS: readonly Environment[] = ['stg', 'prd'];
export const TRACES_SAMPLE_RATE = 0.1;

export interface ReportingContext {
  userId?: string;
  email?: string;
  organizationId?: string;
  organizationName?: string;
}

type SentryModule = typeof import('./sentry');
let sentry: Promise<SentryModule> | undefined;

/** The fingerprint of an event: HTTP errors of status 400 or above group by url and status. */
export function fingerprintOf(error: unknown): string[] | undefined {
  return error instanceof HttpError && error.code >= 400 ? [error.url, String(error.code)] : undefined;
}

export function reportingEnabled(environment: Environment): boolean {
  return REPORTING_ENVIRONMENTS.includes(environment);
}

function startSentry(config: RuntimeConfig): void {
  if (!reportingEnabled(config.environment) || !config.sentryDsn) return;
  sentry = import('./sentry').then((Sentry) => {
    Sentry.init({
      dsn: config.sentryDsn,
      // Only the integrations the studio uses (./sentry), so nothing else is bundled.
      defaultIntegrations: false,
      integrations: Sentry.studioIntegrations(),
      environment: config.environment,
      release: 'development',
      tracesSampleRate: TRACES_SAMPLE_RATE,
      initialScope: { tags: { app: 'studio' }, level: 'error', user: { id: 'anonymous' } },
      beforeSend(event, hint) {
        const fingerprint = fingerprintOf(hint.originalException);
        return fingerprint ? { ...event, fingerprint } : event;
      },
    });
    return Sentry;
  });
}

/** The user and organization for error reports (once known). */
export function setReportingContext(context: ReportingContext): void {
  void sentry?.then((Sentry) => {
    Sentry.setUser({ id: context.userId ?? 'anonymous', ...(context.email ? { email: context.email } : {}) });
    Sentry.setContext('organization', { organizationId: context.organizationId, organizationName: context.organizationName });
  });
}

/** Errors already sent: an error caught by the router and seen by the React root is one report. */
const reported = new WeakSet<object>();

/** What is known where an error was caught: a render error's component stack (the React root). */
export interface ErrorContext {
  componentStack?: string | undefined;
}

/**
 * Sends an error to the reporter (stg and prd only; a no-op elsewhere), once per error object: the
 * router's error page, the React root's uncaught-error hook and unhandled failed mutations all call it.
 * A component stack goes with it as the event's `react` context.
 */
export function reportError(error: unknown, { componentStack }: ErrorContext = {}): void {
  if (!sentry) return;
  if (error !== null && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  void sentry.then((Sentry) => (componentStack ? Sentry.captureException(error, { contexts: { react: { componentStack } } }) : Sentry.captureException(error)));
}

// --- feature flags: a deferred client, log level debug in local/dev, error otherwise ---------------

export type LogLevel = 'debug' | 'error';
export const flagLogLevel = (environment: Environment): LogLevel => (environment === 'local' || environment === 'dev' ? 'debug' : 'error');

/**
 * The feature flags of the runtime configuration, started after the first render when the browser is
 * idle (logged at debug level in local and dev). Nothing reads a flag yet: a reader is added with the
 * first flag.
 */
function startFlags(config: RuntimeConfig): void {
  const level = flagLogLevel(config.environment);
  const start = () => {
    if (level === 'debug') console.debug('[flags] ready', { ...config.featureFlags });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
  else setTimeout(start, 0);
}

// --- analytics: the user is identified once, with user and organization id ----------------------

let identified = false;
export function identifyOnce(
  userId: string | undefined,
  organizationId: string | undefined,
  sink: (ids: { userId: string; organizationId: string }) => void = () => undefined,
): boolean {
  if (identified || !userId || !organizationId) return false;
  identified = true;
  sink({ userId, organizationId });
  return true;
}

/** Tests only. */
export function resetAnalytics(): void {
  identified = false;
}

export function startObservability(config: RuntimeConfig): void {
  startSentry(config);
  startFlags(config);
}

/** Tests only: forget the reporter. */
export function stopReporting(): void {
  sentry = undefined;
}
