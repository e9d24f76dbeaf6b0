// `npm run bench`: builds the production bundle and prints what a first visit downloads.
// Figures go to stdout and to bench/results.json (not committed). Later benchmarks (editor, lists)
// add their sections to the same file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200; // JS of the sign-in → project list path, gzip (issue #34; 220 before it)
const dist = 'dist';

execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// The entry and everything it imports statically (what index.html loads and modulepreloads).
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const next of chunk.imports ?? []) walk(next);
};
walk(entryKey);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) initial.add(match[1]);

const initialGzip = [...initial].reduce((sum, file) => sum + gz(file), 0);

// The sign-in → project list path: the entry (all a first visit loads before the redirect), then on the
// way back the studio (src/app/start-app.tsx, imported by the entry) and the project list page's lazy
// chunk, each with what it imports.
const pathFiles = new Set(initial);
const walkInto = (key, into) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) walkInto(next, into);
};
for (const key of ['src/app/start-app.tsx', 'src/features/projects/pages/project-list-page.tsx']) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update bench/run.mjs`);
  walkInto(key, pathFiles);
}
const pathGzip = [...pathFiles].reduce((sum, file) => sum + gz(file), 0);

// Each route's own chunk (the lazily imported page modules) and what it adds beyond the first visit.
const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/'))
  .map(([key, chunk]) => {
    const files = new Set();
    walkInto(key, files);
    const extra = [...files].filter((file) => !pathFiles.has(file));
    return { module: key, file: chunk.file, gzipKB: kb(gz(chunk.file)), addsGzipKB: kb(extra.reduce((sum, file) => sum + gz(file), 0)) };
  })
  .sort((a, b) => a.module.localeCompare(b.module));
const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: `assets/${file}`, gzipKB: kb(gz(`assets/${file}`)), initial: initial.has(`assets/${file}`), path: pathFiles.has(`assets/${file}`) }))
  .sort((a, b) => b.gzipKB - a.gzipKB);

const everything = chunks.map((chunk) => readFileSync(join(dist, chunk.file), 'utf8')).join('\n');
const mockCodeInProduction = /setupWorker|mockServiceWorker|@faker-js|faker\.seed/.test(everything) || existsSync(join(dist, 'mockServiceWorker.js'));
// Heavy libraries that must stay out of the first visit (sign-in → project list; lazy chunks only).
const heavyInFirstVisit = ['@sentry', 'x-data-grid', 'xyflow', 'monaco'].filter((name) =>
  [...pathFiles].some((file) => readFileSync(join(dist, file), 'utf8').includes(name)),
);

// Source maps are made for the error reporter but never served (vite.config.ts: hidden, moved to dist-sourcemaps/).
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
const publicSourceMaps = filesUnder(dist).filter((file) => file.endsWith('.map')).length;
const privateSourceMaps = existsSync(`${dist}-sourcemaps`) ? filesUnder(`${dist}-sourcemaps`).filter((file) => file.endsWith('.map')).length : 0;
const sourceMapComments = chunks.filter((chunk) => /[#@]\s*sourceMappingURL=/.test(readFileSync(join(dist, chunk.file), 'utf8'))).length;

// The custom node editor (issue #16): its page and, loaded when its Code tab first renders, Monaco — both
// lazy, never in the first visit. Dynamic imports are followed here (the route's own figure counts static ones).
const withDynamic = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) withDynamic(next, into);
  return into;
};
const editorKey = 'src/features/custom-nodes/pages/custom-node-editor-page.tsx';
const monacoKey = 'src/components/code-editor/monaco-code-editor.tsx';
// The page: what it loads statically beyond the first visit; Monaco: what the code editor's lazy part adds to that.
const editorPage = new Set();
walkInto(editorKey, editorPage);
const pageFiles = [...editorPage].filter((file) => !pathFiles.has(file));
const monacoFiles = [...withDynamic(monacoKey)].filter((file) => !pathFiles.has(file) && !editorPage.has(file));
const customNodeEditor = {
  pageGzipKB: kb(pageFiles.reduce((sum, file) => sum + gz(file), 0)),
  monacoGzipKB: kb(monacoFiles.reduce((sum, file) => sum + gz(file), 0)),
  monacoReachable: [...withDynamic(editorKey)].includes(manifest[monacoKey]?.file),
  inFirstVisit: [manifest[editorKey]?.file, manifest[monacoKey]?.file].some((file) => file && pathFiles.has(file)),
};

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
results.bundle = {
  measuredAt: new Date().toISOString(),
  initialJsGzipKB: kb(initialGzip),
  signInToProjectListJsGzipKB: kb(pathGzip),
  budgetKB: BUDGET_KB,
  withinBudget: kb(pathGzip) <= BUDGET_KB,
  routes,
  mockCodeInProduction,
  heavyInFirstVisit,
  publicSourceMaps,
  privateSourceMaps,
  sourceMapComments,
  chunks,
  customNodeEditor,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nBefore the sign-in redirect, JS (gzip, entry + static imports + modulepreloads): ${kb(initialGzip)} KB`);
console.log(
  `First-visit JS, sign-in → project list (gzip): ${kb(pathGzip)} KB (budget ${BUDGET_KB} KB; Flowise 1.8 MB, n8n 3.2 MB) ${kb(pathGzip) <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
console.log('Route chunks (gzip KB: own chunk / added beyond the first visit):');
for (const route of routes) console.log(`  ${String(route.gzipKB).padStart(7)} / ${String(route.addsGzipKB).padStart(7)}  ${route.module}`);
console.log(
  `Custom node editor: page ${customNodeEditor.pageGzipKB} KB + Monaco ${customNodeEditor.monacoGzipKB} KB gzip, loaded on that page (Monaco when the Code tab opens); in the first visit: ${customNodeEditor.inFirstVisit ? 'YES (bug)' : 'no'}`,
);
if (customNodeEditor.inFirstVisit || !customNodeEditor.monacoReachable) process.exitCode = 1;
console.log(`Mock code (MSW, faker, seed) in the production build: ${mockCodeInProduction ? 'YES (bug)' : 'no'}`);
console.log('Chunks (gzip KB):');
for (const chunk of chunks) console.log(`  ${chunk.initial ? '*' : chunk.path ? '+' : ' '} ${String(chunk.gzipKB).padStart(8)}  ${chunk.file}`);
console.log('(* = loaded before the sign-in redirect, + = then on the way to the project list) → bench/results.json');
console.log(`Heavy libraries in the first visit: ${heavyInFirstVisit.length ? heavyInFirstVisit.join(', ') : 'none'}`);
console.log(`Source maps in dist/: ${publicSourceMaps} (${sourceMapComments} files name one); kept out of it in ${dist}-sourcemaps/: ${privateSourceMaps}`);
if (mockCodeInProduction || publicSourceMaps || sourceMapComments) process.exitCode = 1;

// The graph diff of issue #31 (Node, no browser; alone: `npx tsx bench/graph-diff.ts`): graphDiff.n1000, graphDiffBaseline.n1000.
if (!process.env.BENCH_SKIP_GRAPH_DIFF) execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/graph-diff.ts'], { stdio: 'inherit' });

// The first visit's translation files (Chromium, this build, sign-in → project list): firstVisitLocales, firstVisit.
if (!process.env.BENCH_SKIP_FIRST_VISIT) await import('./first-visit.mjs');

// Lighthouse (mobile, desktop; median of 3) on the signed-in project list and a workflow list, and the long tasks of
// the project list's 4× throttled start (alone: `npm run bench:lighthouse`): lighthouse, longTasks.
if (!process.env.BENCH_SKIP_LIGHTHOUSE) await import('./lighthouse.mjs');

// The editor benchmark (Chromium, production build of bench/editor): editor.n200 … and editorBaseline.n200 …
if (!process.env.BENCH_SKIP_EDITOR) await import('./editor.mjs');

// The evaluation results grid on 10,000 rows against the plain data grid (alone: `npm run bench:results-grid`): resultsGrid, resultsGridBaseline.
if (!process.env.BENCH_SKIP_RESULTS_GRID) await import('./results-grid.mjs');
