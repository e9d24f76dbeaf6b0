import { afterEach, beforeEach } from 'vitest';
import { trustTokensOf } from './auth-gate';
import { clock } from './clock';
import { db } from './db';
import { scenario } from './scenario';
import { TEST_TOKEN_ISSUER, verifyTestToken } from './test-tokens';

// The auth gate verifies every call's token: tests sign theirs with this run's key.
trustTokensOf(TEST_TOKEN_ISSUER, verifyTestToken);

// Every test starts from the seeded demo data, the default scenario and the real clock.
beforeEach(() => {
  db.setPersistence(undefined);
  db.reset();
  scenario.reset();
  scenario.setRandom(Math.random);
  clock.reset();
});
afterEach(() => clock.reset());
