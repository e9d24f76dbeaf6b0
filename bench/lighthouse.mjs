// Lighthouse and the long tasks of the signed-in first screen (issue #34; part of `npm run bench`, alone:
// `npm run bench:lighthouse`, which builds first unless BENCH_NO_BUILD=1). The production build in `dist`
// with the local provider and mock server (bench/studio-servers.mjs). The English user signs in once in a
// Chromium profile; Lighthouse 12.2.3 (performance only, storage kept, cache cleared) then runs on a copy of
// that profile against the project list and a project's workflow list, mobile and desktop presets, 3 runs
// each: the median run by score, the score range, LCP and TBT, against the goals (mobile ≥ 90, desktop ≥ 98).
// Then, on another copy, the project list loads with the CPU 4× slower under a trace until its rows are on
// screen: each long task (> 50 ms), what it ran (chunks, layout …) and its top self-time functions, named through
// the private source maps (bench/long-tasks.mjs; BENCH_LONG_TASK_TRACE=file.json keeps the trace for the
// performance panel).
// Alone on one page: BENCH_LIGHTHOUSE_PAGE=<path> runs Lighthouse only on that page of PAGES;
// BENCH_LONG_TASKS_PAGE=<path> traces that page's start instead of the project list (e.g. the workflow list,
// /poc/projects/prj_support/workflows/list); BENCH_ONLY_LONG_TASKS=1 skips Lighthouse.
// → bench/results.json `lighthouse`, `longTasks`. Unscored audits that error ("reading 'frame_sequence'" with
// this Chromium) are listed, not fatal; a run without a score is.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chunkNamer, longTasks, originalPosition, traceLoad } from './long-tasks.mjs';
import { CHROMIUM_ARGS, USERS, chromiumExecutable, freePort, signIn, startStudio } from './studio-servers.mjs';

const RUNS = 3;
const RUN_TIMEOUT_MS = 90_000;
const PAGES = [
  { name: 'project list', path: '/poc/projects' },
  // A seeded project of the English user's organization (mocks/fixtures/ids.ts PROJECT.support).
  { name: 'workflow list', path: '/poc/projects/prj_support/workflows/list' },
];
const LIGHTHOUSE_PAGES = process.env.BENCH_ONLY_LONG_TASKS
  ? []
  : PAGES.filter((page) => !process.env.BENCH_LIGHTHOUSE_PAGE || page.path === process.env.BENCH_LIGHTHOUSE_PAGE);
const LONG_TASKS_PAGE = process.env.BENCH_LONG_TASKS_PAGE || '/poc/projects';
// The first row of a list on screen: the project list's plain table, an area list's plain rows or its DataGrid.
const FIRST_ROW = 'table tbody tr, [role="grid"] [role="row"][data-rowindex]';
// After the rows, the trace goes on this long: what the page runs once its rows are on screen (the grid swapped in
// when idle, polling) is blocking time too.
const SETTLE_MS = 3000;
// The list's box (the table or grid under the first row): its role and place when the rows show and once settled —
// plain rows then the grid in the same place is no layout jump.
const LIST_BOX = `(() => {
  const row = document.querySelector(${JSON.stringify(FIRST_ROW)});
  const grid = row?.closest('.MuiDataGrid-root');
  const box = (grid ?? row?.closest('table')?.parentElement)?.getBoundingClientRect();
  return box && { role: grid ? 'grid' : 'table', top: Math.round(box.top), height: Math.round(box.height) };
})()`;
const PRESETS = [
  { name: 'mobile', config: undefined, goal: 90 },
  { name: 'desktop', config: desktopConfig, goal: 98 },
];

// The late end of a timed-out promise (Lighthouse failing once its Chromium is stopped) is not an unhandled rejection.
const withTimeout = (promise, ms, what) => {
  promise.catch(() => {});
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms).unref())]);
};

/** A copy of the signed-in profile (without the lock files of the browser that made it). */
function copyProfile(profile, into) {
  const copy = mkdtempSync(join(into, 'copy-'));
  cpSync(profile, copy, { recursive: true, filter: (source) => !basename(source).startsWith('Singleton') });
  return copy;
}

/** Chromium on `profile` with remote debugging, as Lighthouse wants it: `{ port, stop }`. */
async function debuggableChromium(executablePath, profile) {
  const port = await freePort();
  const child = spawn(executablePath, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await withTimeout(exited, 10_000, 'Chromium shutting down').catch(() => child.kill('SIGKILL'));
  };
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > end || child.exitCode !== null) {
      await stop();
      throw new Error(`Chromium with remote debugging did not start (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One Lighthouse run: score, LCP, TBT, FCP and the audits that errored. */
async function lighthouseRun(url, port, config) {
  const flags = { port, logLevel: 'silent', output: 'json', onlyCategories: ['performance'], disableStorageReset: true, maxWaitForLoad: 30_000 };
  const result = await withTimeout(lighthouse(url, flags, config), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`Lighthouse on ${url} gave no performance score`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round(score * 100),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    erroredAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => audit.id),
  };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

let studio;
let lighthouseChromium;
let context;
const work = mkdtempSync(join(tmpdir(), 'studio-lighthouse-'));
const lighthouseResults = [];
let longTaskResult;
const started = Date.now();
const loadBefore = loadavg()[0];
try {
  const executablePath = await chromiumExecutable();
  studio = await startStudio();
  const { appUrl } = studio;

  // Sign in once in a persistent profile; what it stores (the OIDC user in localStorage, the provider's cookie) stays.
  const profile = join(work, 'profile');
  const user = USERS[0];
  context = await chromium.launchPersistentContext(profile, { executablePath, args: CHROMIUM_ARGS, locale: user.browserLocale });
  await signIn(context.pages()[0] ?? (await context.newPage()), { appUrl, user });
  await context.close();
  context = undefined;

  if (LIGHTHOUSE_PAGES.length) lighthouseChromium = await debuggableChromium(executablePath, copyProfile(profile, work));
  for (const page of LIGHTHOUSE_PAGES) {
    for (const preset of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(`${appUrl}${page.path}`, lighthouseChromium.port, preset.config));
      const mid = median(runs);
      const scores = runs.map((run) => run.score);
      lighthouseResults.push({
        page: page.name,
        path: page.path,
        preset: preset.name,
        score: mid.score,
        min: Math.min(...scores),
        max: Math.max(...scores),
        lcpMs: mid.lcpMs,
        tbtMs: mid.tbtMs,
        fcpMs: mid.fcpMs,
        cls: mid.cls,
        goal: preset.goal,
        met: mid.score >= preset.goal,
        runs,
      });
    }
  }
  await lighthouseChromium?.stop();
  lighthouseChromium = undefined;

  // The long tasks: the project list (or BENCH_LONG_TASKS_PAGE) with the CPU 4× slower, from navigation until its rows are on screen.
  context = await chromium.launchPersistentContext(copyProfile(profile, work), {
    executablePath,
    args: CHROMIUM_ARGS,
    locale: user.browserLocale,
    viewport: { width: 1400, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${appUrl}/runtime-config.js`); // same origin, so the list loads in this throttled renderer
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let untilRowsMs;
  const listBox = {};
  const events = await traceLoad(session, async () => {
    const from = Date.now();
    await page.goto(`${appUrl}${LONG_TASKS_PAGE}`);
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    untilRowsMs = Date.now() - from;
    listBox.first = await page.evaluate(LIST_BOX);
    await page.waitForTimeout(SETTLE_MS);
    listBox.settled = await page.evaluate(LIST_BOX);
  });
  if (process.env.BENCH_LONG_TASK_TRACE) writeFileSync(process.env.BENCH_LONG_TASK_TRACE, JSON.stringify({ traceEvents: events }));
  const tasks = longTasks(events, appUrl, chunkNamer(appUrl), originalPosition(appUrl));
  longTaskResult = {
    page: LONG_TASKS_PAGE,
    cpuThrottling: 4,
    untilRowsMs,
    settleMs: SETTLE_MS,
    listBox,
    count: tasks.length,
    totalMs: tasks.reduce((sum, task) => sum + task.durationMs, 0),
    tasks,
    bySource: Object.entries(Object.groupBy(tasks, (task) => task.parts[0]?.what ?? '(unknown)'))
      .map(([source, group]) => ({ source, tasks: group.length, ms: group.reduce((sum, task) => sum + task.durationMs, 0) }))
      .sort((a, b) => b.ms - a.ms),
  };
} catch (error) {
  console.error(`\nLighthouse / long tasks failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await context?.close().catch(() => {});
  await lighthouseChromium?.stop().catch(() => {});
  await studio?.close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
const measuredAt = new Date().toISOString();
// The machine's load (1-minute average) before and after: the scores are only as quiet as the machine was.
const load = { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0] * 100) / 100 };
if (lighthouseResults.length) results.lighthouse = { measuredAt, lighthouseVersion: '12.2.3', runsEach: RUNS, load, pages: lighthouseResults };
if (longTaskResult) results.longTasks = { measuredAt, ...longTaskResult };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nLighthouse 12.2.3, signed in (median of ${RUNS} by score; goal mobile ≥ 90, desktop ≥ 98; load average ${load.before} before, ${load.after} after):`,
);
for (const r of lighthouseResults) {
  console.log(
    `  ${`${r.page} ${r.preset}`.padEnd(22)} ${String(r.score).padStart(3)} (${r.min}–${r.max})  LCP ${seconds(r.lcpMs)}  TBT ${r.tbtMs} ms  CLS ${r.cls}  ${r.met ? 'met' : 'MISS'}`,
  );
}
const errored = [...new Set(lighthouseResults.flatMap((r) => r.runs.flatMap((run) => run.erroredAudits)))];
if (errored.length) console.log(`  unscored audits that errored in this Chromium (the scores stand): ${errored.join(', ')}`);
if (longTaskResult) {
  const { count, totalMs, untilRowsMs, tasks } = longTaskResult;
  console.log(
    `Long tasks (> 50 ms), ${LONG_TASKS_PAGE}, CPU 4× slower, until its rows are on screen (${untilRowsMs} ms) and ${SETTLE_MS / 1000} s after: ${count}, ${totalMs} ms in all`,
  );
  for (const task of tasks) {
    const parts = task.parts
      .slice(0, 4)
      .map((part) => `${part.what} ${part.ms}`)
      .join(', ');
    console.log(`  ${String(task.durationMs).padStart(5)} ms at ${String(task.startMs).padStart(5)} ms  ${parts}`);
    if (task.functions.length) console.log(`        self time: ${task.functions.map((f) => `${f.name} ${f.selfMs} ms${f.at ? ` (${f.at})` : ''}`).join(', ')}`);
  }
  const { first, settled } = longTaskResult.listBox;
  if (first && settled)
    console.log(
      `  the list: ${first.role} at ${first.top} px, ${first.height} px high when its rows show; ${settled.role} at ${settled.top} px, ${settled.height} px high ${SETTLE_MS / 1000} s later`,
    );
  console.log(`  by source (each task under its largest part): ${longTaskResult.bySource.map((s) => `${s.source} ${s.tasks} × ${s.ms} ms`).join(', ')}`);
}
console.log(`→ bench/results.json (lighthouse, longTasks) in ${seconds(Date.now() - started)}`);
