// The slowest tests of a runner's JSON report (vitest's or Playwright's), for `npm test`'s summary.
//   node scripts/slowest.mjs <report.json> [count]
import { readFileSync } from 'node:fs';

/** [{ name, ms }] of every test in a vitest JSON report. */
export function vitestDurations(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** [{ name, ms }] of every test in a Playwright JSON report (each run of a test: retries count apart). */
export function playwrightDurations(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) out.push({ name: [...titles, spec.title].filter(Boolean).join(' › '), ms: result.duration ?? 0 });
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

export function slowest(file, count = 10) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = 'testResults' in report ? vitestDurations(report) : playwrightDurations(report);
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

export const formatSlowest = (tests) => tests.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join('\n');

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatSlowest(slowest(process.argv[2], Number(process.argv[3] ?? 10))));
}
