/**
 * The mock backend's in-memory store: tables that areas define with `defineTable`, seeded
 * deterministically (fixed faker seed per table, fixed reference date), optionally persisted
 * (the browser keeps the demo state in localStorage across reloads), and reset on demand.
 */
import { faker } from '@faker-js/faker';
import { clock } from './clock';
import { notFound } from './errors';

/** Seeds are written against this instant, so the demo data is the same on every machine. */
export const SEED_DATE = new Date('2026-11-01T09:00:00Z');
/** Bump when the shape of stored rows changes: a persisted snapshot of another version is reseeded. */
const SNAPSHOT_VERSION = 3;

export interface Persistence {
  load(): string | null;
  save(snapshot: string): void;
  clear(): void;
}

interface TableOptions<T> {
  /** Moves long-running work on (statuses that change over time). Called before every request. */
  tick?: (rows: T[], now: number) => void;
}

interface AnyTable {
  readonly name: string;
  reseed(): void;
  tick(now: number): void;
  dump(): unknown[];
  load(rows: unknown[]): void;
}

const tables = new Map<string, AnyTable>();
let persistence: Persistence | undefined;
let ready = false;
let saveScheduled = false;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export class Table<T extends { id: string }> {
  private rows: T[] = [];

  constructor(
    readonly name: string,
    private readonly seed: () => T[],
    private readonly options: TableOptions<T> = {},
  ) {}

  /** All rows (a copy of the list; rows are the stored objects). */
  all(): T[] {
    ensureReady();
    return [...this.rows];
  }
  where(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }
  find(id: string): T | undefined {
    ensureReady();
    return this.rows.find((row) => row.id === id);
  }
  /** The row, or a thrown 404 error response naming what was not found. */
  get(id: string, what = 'Not Found'): T {
    const row = this.find(id);
    if (!row) throw notFound(what);
    return row;
  }
  insert(row: T): T {
    ensureReady();
    this.rows.unshift(row);
    changed();
    return row;
  }
  update(id: string, patch: Partial<T>): T {
    const row = this.get(id);
    Object.assign(row, patch);
    changed();
    return row;
  }
  /** Replaces the stored row with the same id. */
  replace(row: T): T {
    ensureReady();
    const index = this.rows.findIndex((r) => r.id === row.id);
    if (index < 0) throw notFound();
    this.rows[index] = row;
    changed();
    return row;
  }
  remove(id: string): void {
    ensureReady();
    this.rows = this.rows.filter((row) => row.id !== id);
    changed();
  }
  removeWhere(predicate: (row: T) => boolean): void {
    ensureReady();
    this.rows = this.rows.filter((row) => !predicate(row));
    changed();
  }

  /** @internal */
  reseed(): void {
    faker.seed(hash(this.name));
    faker.setDefaultRefDate(SEED_DATE);
    try {
      this.rows = this.seed();
    } finally {
      faker.setDefaultRefDate();
      faker.seed();
    }
  }
  /** @internal */
  tick(now: number): void {
    if (this.options.tick) this.options.tick(this.rows, now);
  }
  /** @internal */
  dump(): unknown[] {
    return this.rows;
  }
  /** @internal */
  load(rows: unknown[]): void {
    this.rows = rows as T[];
  }
}

/** Defines (once) the table `name` with its seed. Areas call this at module scope. */
export function defineTable<T extends { id: string }>(name: string, seed: () => T[], options?: TableOptions<T>): Table<T> {
  if (tables.has(name)) throw new Error(`Mock table defined twice: ${name}`);
  const table = new Table<T>(name, seed, options);
  tables.set(name, table);
  if (ready) table.reseed();
  return table;
}

function ensureReady(): void {
  if (ready) return;
  ready = true;
  const stored = persistence?.load();
  if (stored && restore(stored)) return;
  for (const table of tables.values()) table.reseed();
}

function restore(snapshot: string): boolean {
  try {
    const parsed = JSON.parse(snapshot) as { version: number; tables: Record<string, unknown[]> };
    if (parsed.version !== SNAPSHOT_VERSION) return false;
    for (const table of tables.values()) {
      const rows = parsed.tables[table.name];
      if (Array.isArray(rows)) table.load(rows);
      else table.reseed();
    }
    return true;
  } catch {
    return false;
  }
}

function changed(): void {
  if (!persistence || saveScheduled) return;
  saveScheduled = true;
  setTimeout(() => db.flush(), 0);
}

export const db = {
  /** Where the state is kept between page loads (browser only). */
  setPersistence(next: Persistence | undefined): void {
    persistence = next;
    ready = false;
  },
  /**
   * Saves now what a change has scheduled to save (the page is going away: a reload right after a write
   * may come before the scheduled save, whose timer runs after the page's other tasks).
   */
  flush(): void {
    if (!saveScheduled) return;
    saveScheduled = false;
    persistence?.save(db.snapshot());
  },
  /** Back to the seeded demo data (and forget the persisted state). */
  reset(): void {
    persistence?.clear();
    ready = true;
    for (const table of tables.values()) table.reseed();
  },
  snapshot(): string {
    ensureReady();
    const out: Record<string, unknown[]> = {};
    for (const table of tables.values()) out[table.name] = table.dump();
    return JSON.stringify({ version: SNAPSHOT_VERSION, tables: out });
  },
  /** Moves every table's long-running work on to the clock's now. */
  tick(): void {
    ensureReady();
    const now = clock.now();
    for (const table of tables.values()) table.tick(now);
  },
};
