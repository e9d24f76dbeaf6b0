/**
 * The error reporter's SDK as the studio uses it, loaded only by observability.ts (dynamic import, stg and
 * prd). Named imports and an explicit list of integrations, so only these are bundled: @sentry/react's
 * whole namespace brought session replay and user feedback along (about 150 KB gzip), which nothing uses.
 */
import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserTracingIntegration,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
} from '@sentry/react';

export { captureException, init, setContext, setUser } from '@sentry/react';

/**
 * What the reports need: uncaught errors and rejections (global handlers, errors in timers and listeners),
 * their causes, de-duplicated, with the page, the breadcrumbs and the noise filters; and page-load and
 * navigation traces, which the trace sample rate (0.1) samples. Left out of Sentry's defaults: release
 * health sessions, console capture, AI conversation ids and culture context — nothing reads them.
 */
export function studioIntegrations() {
  return [
    eventFiltersIntegration(),
    functionToStringIntegration(),
    browserApiErrorsIntegration(),
    breadcrumbsIntegration(),
    globalHandlersIntegration(),
    linkedErrorsIntegration(),
    dedupeIntegration(),
    httpContextIntegration(),
    browserTracingIntegration(),
  ];
}
