/**
 * Mock mode in the browser: the stateful mock backend inside an MSW service worker. The demo state
 * survives a reload (localStorage) and can be reset; the scenario can be switched at run time through
 * `window.__studioMock` (the demo panel uses it). Loaded only by the mock-mode bootstrap.
 */
import { http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { trustIssuers } from './lib/auth-gate';
import { db } from './lib/db';
import { scenario, type Scenario } from './lib/scenario';
import { setStudioOrigins } from './lib/studio-origins';

const DB_KEY = 'ais-mock-db';
const SCENARIO_KEY = 'ais-mock-scenario';

export interface StudioMockControls {
  getScenario(): Promise<Scenario>;
  setScenario(change: Partial<Scenario>): Promise<Scenario>;
  /** Back to the seeded demo data and the default scenario. */
  reset(): Promise<void>;
}

declare global {
  interface Window {
    __studioMock?: StudioMockControls;
  }
}

function restoreScenario(): void {
  try {
    const stored = localStorage.getItem(SCENARIO_KEY);
    if (stored) scenario.set(JSON.parse(stored));
  } catch {
    localStorage.removeItem(SCENARIO_KEY);
  }
}

export async function startMockWorker({ trustedIssuers }: { trustedIssuers: readonly string[] }): Promise<StudioMockControls> {
  trustIssuers(trustedIssuers);
  // In the browser the studio's own origin is the page's (OAuth redirect URIs must point back to it).
  setStudioOrigins([location.origin]);
  db.setPersistence({
    load: () => localStorage.getItem(DB_KEY),
    save: (snapshot) => localStorage.setItem(DB_KEY, snapshot),
    clear: () => localStorage.removeItem(DB_KEY),
  });
  // A reload right after a write must find it: save before the page goes.
  window.addEventListener('pagehide', () => db.flush());
  restoreScenario();

  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  const controls: StudioMockControls = {
    getScenario: async () => scenario.get(),
    async setScenario(change) {
      const next = scenario.set(change);
      localStorage.setItem(SCENARIO_KEY, JSON.stringify(next));
      return next;
    },
    async reset() {
      db.reset();
      scenario.reset();
      localStorage.removeItem(SCENARIO_KEY);
    },
  };
  window.__studioMock = controls;
  return controls;
}

/**
 * A mock build talking to the mock server (e2e): the same controls, over its control endpoints.
 * "Offline" is the browser's own network, so it is simulated here, by a service worker that fails
 * every backend call as a network error while it is on.
 */
export async function connectMockServer(controlUrl: string, apiBaseUrl: string): Promise<StudioMockControls> {
  let offline = false;
  const worker = setupWorker(http.all(`${apiBaseUrl}/*`, () => (offline ? HttpResponse.error() : passthrough())));
  // Without service workers (blocked by the browser or a test), everything else still works.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }).catch((error: unknown) => {
    console.warn('[mock] offline simulation unavailable: no service worker', error);
  });

  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${controlUrl}${path}`, init);
    if (!response.ok) throw new Error(`Mock server control failed: ${response.status}`);
    return response.json() as Promise<Scenario>;
  };
  const controls: StudioMockControls = {
    getScenario: async () => ({ ...(await call('/__mock/scenario')), offline }),
    async setScenario({ offline: nextOffline, ...change }) {
      if (nextOffline !== undefined) offline = nextOffline;
      const current = Object.keys(change).length
        ? await call('/__mock/scenario', { method: 'PUT', body: JSON.stringify(change) })
        : await call('/__mock/scenario');
      return { ...current, offline };
    },
    reset: async () => {
      offline = false;
      await call('/__mock/reset', { method: 'POST' });
    },
  };
  window.__studioMock = controls;
  return controls;
}
