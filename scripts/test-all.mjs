// `npm test`: every check, in order, stopping at the first failure; a summary line at the end.
import { spawnSync } from 'node:child_process';

const steps = [
  ['contract lint (Spectral with OWASP, Redocly)', 'lint:openapi'],
  ['contract compatibility with its baseline (Optic)', 'contract:compat'],
  ['generated code is fresh', 'generate:check'],
  ['code lint (ESLint)', 'lint:code'],
  ['typecheck', 'typecheck'],
  ['unit and component tests', 'test:unit'],
  ['contract test (Prism proxy)', 'test:contract'],
  ['browser journeys (Playwright)', 'test:e2e'],
];

const results = [];
for (const [label, script] of steps) {
  const started = Date.now();
  console.log(`\n=== ${label}: npm run ${script}`);
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ label, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\n=== Summary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
const skipped = steps.length - results.length;
if (skipped) console.log(`  (${skipped} later checks not run)`);
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`checks: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
