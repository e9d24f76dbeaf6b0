// `npm run bench`: builds the production bundle and prints what a first visit downloads.
// Figures go to stdout and to bench/results.json (not committed). Later benchmarks (editor, lists)
// add their sections to the same file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250; // initial-load JS, gzip (issue: sign-in → project list path)
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
const chunks = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: `assets/${file}`, gzipKB: kb(gz(`assets/${file}`)), initial: initial.has(`assets/${file}`) }))
  .sort((a, b) => b.gzipKB - a.gzipKB);

const everything = chunks.map((chunk) => readFileSync(join(dist, chunk.file), 'utf8')).join('\n');
const mockCodeInProduction = /setupWorker|mockServiceWorker|@faker-js|faker\.seed/.test(everything) || existsSync(join(dist, 'mockServiceWorker.js'));

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
results.bundle = {
  measuredAt: new Date().toISOString(),
  initialJsGzipKB: kb(initialGzip),
  budgetKB: BUDGET_KB,
  withinBudget: kb(initialGzip) <= BUDGET_KB,
  mockCodeInProduction,
  chunks,
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nInitial-load JS (gzip): ${kb(initialGzip)} KB (budget ${BUDGET_KB} KB) ${kb(initialGzip) <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);
console.log(`Mock code (MSW, faker, seed) in the production build: ${mockCodeInProduction ? 'YES (bug)' : 'no'}`);
console.log('Chunks (gzip KB):');
for (const chunk of chunks) console.log(`  ${chunk.initial ? '*' : ' '} ${String(chunk.gzipKB).padStart(8)}  ${chunk.file}`);
console.log('(* = downloaded on first visit) → bench/results.json');
if (mockCodeInProduction) process.exitCode = 1;
