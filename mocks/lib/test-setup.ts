import { afterEach, beforeEach } from 'vitest';
import { clock } from './clock';
import { db } from './db';
import { scenario } from './scenario';

// Every test starts from the seeded demo data, the default scenario and the real clock.
beforeEach(() => {
  db.setPersistence(undefined);
  db.reset();
  scenario.reset();
  scenario.setRandom(Math.random);
  clock.reset();
});
afterEach(() => clock.reset());
