import { delay, http, HttpResponse } from 'msw';
import { db } from './db';
import { apiError, messages } from './errors';
import { scenario } from './scenario';

/**
 * Runs first for every backend call and answers nothing itself unless the scenario says so: it moves
 * long-running work on, fails everything as a network error when offline, waits the scenario's
 * latency, and fails writes at the scenario's rate.
 */
export const scenarioHandler = http.all(/\/(studio\/v1|auth\/v1|oidc\/v1|ip-restriction)(\/|$|\?)/, async ({ request }) => {
  db.tick();
  const { latencyMs, offline } = scenario.get();
  if (offline) return HttpResponse.error();
  if (latencyMs > 0) await delay(latencyMs);
  if (scenario.shouldFailWrite(request.method, new URL(request.url).pathname)) return apiError(500, messages.serviceUnavailable);
  return undefined;
});
