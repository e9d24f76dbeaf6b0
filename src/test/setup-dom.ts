import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { db } from '../../mocks/lib/db';
import { scenario } from '../../mocks/lib/scenario';
import { server } from '../../mocks/node';

// Component tests talk to the stateful mock backend through msw/node; an unhandled request fails.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  db.setPersistence(undefined);
  db.reset();
  scenario.reset();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
