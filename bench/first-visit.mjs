// The first visit's translations (part of `npm run bench`, or `node bench/first-visit.mjs` after a build):
// the production build in `dist`, the local OpenID Provider and the mock server, and in a fresh Chromium
// profile sign-in → project list, once for an English user (browser en-US) and once for a Japanese one
// (ja-JP). Every /locales/<lng>/<ns>.json request is recorded. Expected: only the active language, and
// only the shell's namespaces (SHELL_NAMESPACES in src/lib/i18n.ts) plus the project list route's
// (src/app/router.tsx); anything else is a MISS. Also: the requests and ms before the authorization
// redirect (no locale file may be among them), and the ms from the sign-in return to the project list
// against a bare page's in the same run. → bench/results.json `firstVisitLocales`, `firstVisit`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, USERS, chromiumExecutable, signIn, startStudio } from './studio-servers.mjs';

const list = (text) => [...text.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
const shellNamespaces = list(/SHELL_NAMESPACES = \[([^\]]*)\]/.exec(readFileSync('src/lib/i18n.ts', 'utf8'))?.[1] ?? '');
const projectListNamespaces = list(/'ProjectListPage', \[([^\]]*)\]/.exec(readFileSync('src/app/router.tsx', 'utf8'))?.[1] ?? '');
const expectedNamespaces = [...new Set([...shellNamespaces, ...projectListNamespaces])].sort();

// The baseline: a page with a table and nothing else, from the same server in the same browser.
const bare = (response) =>
  response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>bare</title><table><tr><td>bare</td></tr></table>');
const { appUrl, oidcUrl, close } = await startStudio({ extraRoutes: { '/__bare.html': bare } });
let browser;

/**
 * Sign-in → project list in a fresh profile. Recorded: the locale files requested (as 'lng/ns'); every
 * request before the provider's authorization request and the ms from navigation to it; the ms from the
 * sign-in return (/auth/callback) to the project list on screen.
 */
async function firstVisit({ browserLocale, language, button }) {
  const context = await browser.newContext({ locale: browserLocale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const requested = [];
  const beforeRedirect = [];
  let redirectAt;
  let callbackAt;
  const started = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (redirectAt === undefined) {
      if (url.origin === oidcUrl && /\/(authorize|auth)$/.test(url.pathname)) redirectAt = Date.now() - started;
      else beforeRedirect.push(`${url.origin === appUrl ? '' : url.origin}${url.pathname}`);
    }
    if (callbackAt === undefined && url.origin === appUrl && url.pathname === '/auth/callback') callbackAt = Date.now();
    const match = /\/locales\/([^/]+)\/([^/?]+)\.json/.exec(request.url());
    if (match) requested.push(`${match[1]}/${match[2]}`);
  });
  await signIn(page, { appUrl, user: { button } });
  const callbackToListMs = Date.now() - callbackAt;
  await page.waitForLoadState('networkidle');
  await context.close();
  const expected = expectedNamespaces.map((ns) => `${language}/${ns}`);
  const unexpected = [...new Set(requested)].filter((file) => !expected.includes(file)).sort();
  const missing = expected.filter((file) => !requested.includes(file));
  const localesBeforeRedirect = beforeRedirect.filter((path) => path.startsWith('/locales/'));
  return {
    browserLocale,
    language,
    requested: [...new Set(requested)].sort(),
    requests: requested.length,
    expected,
    unexpected,
    missing,
    ok: unexpected.length === 0 && localesBeforeRedirect.length === 0,
    beforeRedirect: { ms: redirectAt, requests: beforeRedirect.length, paths: beforeRedirect, locales: localesBeforeRedirect },
    callbackToListMs,
  };
}

/** The same run's baseline: navigation to a bare page with a table until the table is on screen, best of 3. */
async function bareBaseline() {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const started = Date.now();
    await page.goto(`${appUrl}/__bare.html`);
    await page.locator('table').waitFor();
    times.push(Date.now() - started);
  }
  await context.close();
  return Math.min(...times);
}

let runs;
let bareMs;
try {
  browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  runs = [];
  for (const user of USERS) runs.push(await firstVisit(user));
  bareMs = await bareBaseline();
} finally {
  await browser?.close();
  await close();
}

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
results.firstVisitLocales = runs[0].requested;
results.firstVisit = { measuredAt: new Date().toISOString(), shellNamespaces, projectListNamespaces, bareBaselineMs: bareMs, runs };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nFirst visit translations (sign-in → project list; expected: the active language × ${expectedNamespaces.join(', ')}):`);
for (const run of runs) {
  console.log(`  ${run.browserLocale}: ${run.requested.join(' ')}  (${run.requests} requests) ${run.ok ? 'OK' : `MISS: ${run.unexpected.join(' ')}`}`);
  if (run.missing.length) console.log(`    not requested: ${run.missing.join(' ')}`);
}
console.log('Before the sign-in redirect (fresh profile, no session):');
for (const run of runs) {
  console.log(
    `  ${run.browserLocale}: ${run.beforeRedirect.requests} requests, ${run.beforeRedirect.ms} ms to the authorization request; locale files: ${run.beforeRedirect.locales.length || 'none'}`,
  );
  console.log(`    ${run.beforeRedirect.paths.join(' ')}`);
}
console.log(`Sign-in return (/auth/callback) → project list on screen (bare page with a table, same run: ${bareMs} ms):`);
for (const run of runs) console.log(`  ${run.browserLocale}: ${run.callbackToListMs} ms (${(run.callbackToListMs / Math.max(bareMs, 1)).toFixed(1)} × bare)`);
console.log('→ bench/results.json (firstVisitLocales, firstVisit)');
if (runs.some((run) => !run.ok)) process.exitCode = 1;
