import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { trustTokensOf } from '../../mocks/lib/auth-gate';
import { clock } from '../../mocks/lib/clock';
import { db } from '../../mocks/lib/db';
import { scenario } from '../../mocks/lib/scenario';
import { DEFAULT_STUDIO_ORIGINS, setStudioOrigins } from '../../mocks/lib/studio-origins';
import { server } from '../../mocks/node';
import { TEST_TOKEN_ISSUER, testToken, verifyTestToken } from '../../mocks/lib/test-tokens';
import { ORG } from '../../mocks/fixtures/ids';
import { setRequestContext } from '../api/request-context';
import { resetToasts } from '../components/toast/toast-store';
import { loadGridNow } from '../components/data-table/lazy-paged-data-grid';

// A page's first data grid render in jsdom can take over Testing Library's default 1 s under load: findBy/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom cannot run Monaco: the code editor's lazy Monaco part renders nothing, so the editor stays the
// plain textarea it shows until Monaco is ready (same label, value, onChange and described-by message).
vi.mock('../components/code-editor/monaco-code-editor', () => ({ default: () => null }));

// jsdom has no ResizeObserver; React Flow needs one to mount. One that never reports behaves like its
// absence for everything else (MUI's tabs, selects and text areas, the data grid check for it first).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Component tests talk to the stateful mock backend through msw/node; an unhandled request fails.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Files share one jsdom (vitest.config.ts: isolate false, for time): each file starts with empty storage.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
// Lists show their grid at once, as after a first list in the app: whether a list's plain rows showed first
// would otherwise depend on which file this worker ran before (plain-rows.test.tsx starts from a first visit).
beforeAll(() => loadGridNow());
// The mock backend verifies every call's bearer token (mocks/lib/auth-gate.ts): components call it as
// the admin dev user with a token signed by this run's test key, unless a test connects another session.
trustTokensOf(TEST_TOKEN_ISSUER, verifyTestToken);
// The page has a runtime config, as /runtime-config.js sets it (tests that need another call setRuntimeConfig).
window.__STUDIO_CONFIG__ = { apiBaseUrl: '', environment: 'local' };
// The page under test is the studio (jsdom's origin, http://localhost:3000): the mock backend accepts the
// provider sign-in's redirect URI on it, as it does on the studio's real origins.
setStudioOrigins([...DEFAULT_STUDIO_ORIGINS, location.origin]);
// Every test starts on the real clock (a test that advanced the mock's clock must not move the next
// file's seed times: files share one module state here), then from the seeded data.
beforeEach(() => {
  clock.reset();
  setRequestContext({ getAccessToken: () => testToken('admin'), getTenantId: () => ORG.acme });
  db.setPersistence(undefined);
  db.reset();
  scenario.reset();
});
afterEach(() => {
  cleanup();
  resetToasts();
  server.resetHandlers();
  // A test's listeners (e.g. reading request bodies as JSON) must not hear the next file's calls.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
