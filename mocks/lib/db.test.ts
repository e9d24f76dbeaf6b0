import { afterEach, describe, expect, it } from 'vitest';
import { db, defineTable } from './db';

// A table of this test's own (tables register with the db when defined).
const notes = defineTable<{ id: string; text: string }>('db-test-notes', () => [{ id: 'n1', text: 'seeded' }]);

describe('mock db persistence (mock mode keeps the demo state across reloads)', () => {
  afterEach(() => db.setPersistence(undefined));

  it('saves a change once, after the change, and flush() saves at once what is scheduled', async () => {
    const saved: string[] = [];
    db.setPersistence({ load: () => null, save: (snapshot) => saved.push(snapshot), clear: () => {} });
    db.reset();
    notes.insert({ id: 'n2', text: 'typed' });
    notes.insert({ id: 'n3', text: 'typed too' });
    expect(saved).toHaveLength(0);
    // The page goes away (a reload) before the scheduled save ran: flush saves it.
    db.flush();
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]!).tables['db-test-notes']).toHaveLength(3);
    // The scheduled save finds nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toHaveLength(1);
    db.flush();
    expect(saved).toHaveLength(1);
  });
});
