/**
 * Mock mode in the browser: the stateful mock backend inside an MSW service worker. The demo state
 * survives a reload (localStorage) and can be reset; the scenario can be switched at run time through
 * `window.__studioMock` (the demo panel uses it). Loaded only by the mock-mode bootstrap.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { db } from './lib/db';
import { scenario, type Scenario } from './lib/scenario';

const DB_KEY = 'ais-mock-db';
const SCENARIO_KEY = 'ais-mock-scenario';

export interface StudioMockControls {
  getScenario(): Scenario;
  setScenario(change: Partial<Scenario>): Scenario;
  /** Back to the seeded demo data and the default scenario. */
  reset(): void;
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

export async function startMockWorker(): Promise<StudioMockControls> {
  db.setPersistence({
    load: () => localStorage.getItem(DB_KEY),
    save: (snapshot) => localStorage.setItem(DB_KEY, snapshot),
    clear: () => localStorage.removeItem(DB_KEY),
  });
  restoreScenario();

  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  const controls: StudioMockControls = {
    getScenario: () => scenario.get(),
    setScenario(change) {
      const next = scenario.set(change);
      localStorage.setItem(SCENARIO_KEY, JSON.stringify(next));
      return next;
    },
    reset() {
      db.reset();
      scenario.reset();
      localStorage.removeItem(SCENARIO_KEY);
    },
  };
  window.__studioMock = controls;
  return controls;
}
