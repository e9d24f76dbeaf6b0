import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkNamer, longTasks, originalPosition, type TraceEvent } from './long-tasks.mjs';

const APP = 'http://127.0.0.1:4000';
const dir = mkdtempSync(join(tmpdir(), 'long-tasks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A build: the manifest names first-screen-abc.js; its map puts column 0 of line 1 in murmur2 (@emotion/hash) and
// column 10 on in @emotion/hash's second line, without a name.
const manifest = join(dir, 'manifest.json');
writeFileSync(manifest, JSON.stringify({ '_first-screen-abc.js': { file: 'assets/first-screen-abc.js', name: 'first-screen' } }));
mkdirSync(join(dir, 'maps/assets'), { recursive: true });
writeFileSync(
  join(dir, 'maps/assets/first-screen-abc.js.map'),
  JSON.stringify({ version: 3, sources: ['../../../main/node_modules/@emotion/hash/dist/hash.js'], names: ['murmur2'], mappings: 'AAAAA,UACA' }),
);
const chunk = `${APP}/assets/first-screen-abc.js`;

describe('originalPosition', () => {
  const original = originalPosition(APP, join(dir, 'maps'));
  it('maps a generated position to the original source, line and name through the private source map', () => {
    expect(original(chunk, 0, 3)).toEqual({ name: 'murmur2', source: '@emotion/hash/dist/hash.js', line: 1 });
    expect(original(chunk, 0, 12)).toEqual({ name: undefined, source: '@emotion/hash/dist/hash.js', line: 2 });
  });
  it('gives nothing for another origin or a chunk without a map', () => {
    expect(original('http://elsewhere/x.js', 0, 0)).toBeUndefined();
    expect(original(`${APP}/assets/none.js`, 0, 0)).toBeUndefined();
  });
});

describe('longTasks', () => {
  const main = { pid: 1, tid: 2 };
  const x = (name: string, ts: number, ms: number, args: Record<string, unknown> = {}): TraceEvent => ({
    ...main,
    ph: 'X',
    cat: 'devtools.timeline',
    name,
    ts,
    dur: ms * 1000,
    args,
  });
  const events: TraceEvent[] = [
    { ...main, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
    // A short task, then a long one: 60 ms of first-screen's code, 15 ms of layout.
    x('RunTask', 1_000, 30),
    x('FunctionCall', 1_000, 20, { data: { url: chunk } }),
    x('RunTask', 100_000, 80),
    x('FunctionCall', 100_000, 60, { data: { url: chunk } }),
    x('EventDispatch', 110_000, 5),
    x('Layout', 161_000, 15),
    // The profiler: three 20 ms samples in the long task, murmur2 twice.
    { ...main, ph: 'P', name: 'Profile', id: '0x1', ts: 100_000, args: { data: { startTime: 100_000 } } },
    {
      ...main,
      ph: 'P',
      name: 'ProfileChunk',
      id: '0x1',
      ts: 181_000,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)', url: '' } },
              { id: 2, callFrame: { functionName: 'he', url: chunk, lineNumber: 0, columnNumber: 3 }, parent: 1 },
              { id: 3, callFrame: { functionName: '(program)', url: '' }, parent: 1 },
            ],
            samples: [2, 2, 3],
          },
          timeDeltas: [0, 20_000, 20_000],
        },
      },
    },
  ];

  it('lists only the tasks over 50 ms, with their parts by chunk or kind and their top self-time functions', () => {
    const tasks = longTasks(events, APP, chunkNamer(APP, manifest), originalPosition(APP, join(dir, 'maps')));
    expect(tasks).toEqual([
      {
        startMs: 99,
        durationMs: 80,
        parts: [
          { what: 'first-screen', ms: 60 },
          { what: 'Layout', ms: 15 },
        ],
        functions: [
          { name: 'murmur2', at: '@emotion/hash/dist/hash.js:1', selfMs: 40 },
          { name: '(program)', at: '', selfMs: 40 },
        ],
      },
    ]);
  });

  it('says so when the trace holds no main-thread event of the app', () => {
    expect(() => longTasks(events, 'http://127.0.0.1:9', chunkNamer(APP, manifest))).toThrow(/no main-thread event/);
  });
});
