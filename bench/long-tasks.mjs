// The long tasks of a page load (bench/lighthouse.mjs): a Chromium trace over the load with the sampling
// profiler in it, then every main-thread task over 50 ms with its duration, what it spent its time on (script
// URL → chunk name from dist/.vite/manifest.json; else the browser's work: Layout, ParseHTML, GC …) and its top
// self-time functions, named through the build's private source maps (dist-sourcemaps/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LONG_MS = 50;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

/** Script URL → the chunk's name in the build ('first-screen', 'index', a module path …). */
export function chunkNamer(appUrl, manifestFile = 'dist/.vite/manifest.json') {
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8')))) byFile.set(chunk.file, chunk.name ?? key);
  return (url) => {
    if (!url) return '(browser)';
    if (!url.startsWith(appUrl)) return url.replace(/^https?:\/\/[^/]+/, '(other origin)');
    const path = new URL(url).pathname.slice(1);
    return byFile.get(path) ?? (path.endsWith('.js') ? path : `page /${path}`);
  };
}

const BASE64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The segments of a source map's `mappings`, per generated line: [column, source, line, column, name?]. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64[char];
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        return fields.map((delta, i) => (state[i] += delta));
      });
  });
}

/** `(url, line, column)` (0-based, as the profiler gives them) → `{ name, source, line }` of the original, if mapped. */
export function originalPosition(appUrl, mapsDir = 'dist-sourcemaps') {
  const maps = new Map();
  const load = (file) => {
    if (!maps.has(file)) {
      const path = join(mapsDir, `${file}.map`);
      const map = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
      maps.set(file, map && { ...map, lines: decodeMappings(map.mappings) });
    }
    return maps.get(file);
  };
  return (url, line, column) => {
    if (!url?.startsWith(appUrl)) return undefined;
    const map = load(new URL(url).pathname.slice(1));
    const segment = map?.lines[line]?.findLast((candidate) => candidate[0] <= column);
    if (!segment || segment.length < 4) return undefined;
    const source = map.sources[segment[1]].replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return { name: segment.length > 4 ? map.names[segment[4]] : undefined, source, line: segment[2] + 1 };
  };
}

/**
 * What a trace event inside a task stands for: its script's chunk (its own URL; else, for a timer, microtasks, a
 * module's evaluation …, the chunk with the most profiler samples in it, or the first script event inside it), or
 * the browser's work by name.
 */
const labeller = (nameChunk, urlOf, events, samples) => (event) => {
  const end = event.ts + event.dur;
  let url = urlOf(event);
  if (!url) {
    const byUrl = new Map();
    for (const { ts, node } of samples)
      if (ts >= event.ts && ts < end && node?.callFrame.url) byUrl.set(node.callFrame.url, (byUrl.get(node.callFrame.url) ?? 0) + 1);
    url = [...byUrl].sort((a, b) => b[1] - a[1])[0]?.[0] ?? urlOf(events.find((e) => e.ts >= event.ts && e.ts < end && urlOf(e)) ?? {});
  }
  if (url) return nameChunk(url);
  if (/GC|garbage/i.test(event.name)) return 'GC';
  return event.name;
};
const WRAPPERS = /RunTask|ThreadController|SequenceManager|TaskAnnotator|RunLoop/;

/**
 * Traces `load()` through `session` (the page's CDP session, already throttled if wanted) and returns the
 * trace's events.
 */
export async function traceLoad(session, load, timeoutMs = 60_000) {
  const events = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  try {
    await load();
  } finally {
    await session.send('Tracing.end');
    await Promise.race([complete, new Promise((_, reject) => setTimeout(() => reject(new Error('the trace did not complete')), timeoutMs))]);
  }
  return events;
}

/** Per sample of the CPU profile in the trace: `{ ts, node }` (µs on the trace clock; node with callFrame). */
function profileSamples(events, pid) {
  const samples = [];
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid || event.ph !== 'P') continue;
    if (event.name === 'Profile') profiles.set(event.id, { time: event.args.data.startTime, nodes: new Map() });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    const data = event.args.data;
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      profile.time += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: profile.time, node: profile.nodes.get(id) });
    });
  }
  return samples;
}

/**
 * The long tasks (> 50 ms) on the renderer main thread that ran `appUrl`'s scripts. Each: `{ startMs (from the
 * thread's first task in the trace), durationMs, parts: [{ what, ms }] (its outermost events by chunk or kind),
 * functions: [{ name, at, selfMs }] (top 3 by self time; `at`: original source:line, or the chunk) }`.
 */
export function longTasks(events, appUrl, nameChunk, original = () => undefined) {
  const threadNames = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const urlOf = (event) => event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url || event.args?.fileName || '';
  const app = events.find((e) => urlOf(e).startsWith(appUrl) && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  if (!app) throw new Error('the trace holds no main-thread event of the app');
  const onMain = events.filter((e) => e.pid === app.pid && e.tid === app.tid && e.ph === 'X');
  const start = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const samples = profileSamples(events, app.pid);
  const inner = onMain.filter((e) => !WRAPPERS.test(e.name) && e.cat !== 'toplevel' && e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const label = labeller(nameChunk, urlOf, inner, samples);

  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_MS)
    .map((task) => {
      const end = task.ts + task.dur;
      // The outermost events inside the task (what they contain is already counted in them).
      const parts = new Map();
      let coveredUntil = 0;
      for (const event of inner) {
        if (event.ts < task.ts || event.ts >= end || event.ts < coveredUntil) continue;
        coveredUntil = event.ts + event.dur;
        const what = label(event);
        parts.set(what, (parts.get(what) ?? 0) + event.dur / 1000);
      }
      // Self time per function from the profiler's samples in the task.
      const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end && sample.node);
      const functions = new Map();
      inTask.forEach((sample, i) => {
        const frame = sample.node.callFrame;
        const mapped = original(frame.url, frame.lineNumber, frame.columnNumber);
        const name = mapped?.name ?? (frame.functionName || '(anonymous)');
        const at = mapped ? `${mapped.source}:${mapped.line}` : frame.url ? nameChunk(frame.url) : '';
        const key = `${name}\u0000${at}`;
        functions.set(key, (functions.get(key) ?? 0) + ((inTask[i + 1]?.ts ?? end) - sample.ts) / 1000);
      });
      return {
        startMs: Math.round((task.ts - start) / 1000),
        durationMs: Math.round(task.dur / 1000),
        parts: [...parts]
          .map(([what, ms]) => ({ what, ms: Math.round(ms) }))
          .filter((part) => part.ms > 0)
          .sort((a, b) => b.ms - a.ms),
        functions: [...functions]
          .map(([key, ms]) => {
            const [name, at] = key.split('\u0000');
            return { name, at, selfMs: Math.round(ms) };
          })
          .filter((f) => !['(idle)', '(root)'].includes(f.name))
          .sort((a, b) => b.selfMs - a.selfMs)
          .slice(0, 3),
      };
    });
}
