/**
 * The hardened build (README "Security"). The studio works under the Content-Security-Policy
 * that `vite preview` sends (scripts/csp.ts): sign-in through the provider and back, the workflow editor
 * with its Debug tab (zod, jitless), a tool dialog's Monaco editors with their JSON worker and the JSON
 * Schema check compiled at build time — and not one violation is reported. The policy is enforced (inline
 * scripts, inline handlers and strings run as code are refused), and no source map is reachable from the
 * served pages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './support/test';
import { pasteInto } from './support/monaco';
import { APP_URL, OIDC_URL, PRISM_URL } from './support/env';
import { resetMock, signIn, useRuntimeConfig } from './support/studio';

const EDITOR = '/poc/projects/prj_support/workflows/editor/wf_support_triage';
const TOOLS = '/poc/projects/prj_support/tools';
/** What the app server serves (playwright.config.ts: the mock build) and where the build put its maps. */
const SERVED = 'dist-msw';
const MAPS = 'dist-msw-sourcemaps';

test.beforeEach(resetMock);

/**
 * Every CSP violation the studio's pages report: `securitypolicyviolation` events of its documents and the
 * browser's console messages about the policy (pages and workers).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript((studioOrigin) => {
    if (location.origin !== studioOrigin) return;
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`);
    });
  }, new URL(APP_URL).origin);
  const onConsole = (message: ConsoleMessage) => {
    if (/content.security.policy/i.test(message.text())) violations.push(`console: ${message.text()} (${message.location().url})`);
  };
  page.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole));
  return violations;
}

/** The CSP header of every studio document the page loads, by path. */
function watchPolicies(page: Page): Map<string, string> {
  const policies = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(APP_URL).origin && response.request().resourceType() === 'document') {
      policies.set(url.pathname, response.headers()['content-security-policy'] ?? '(none)');
    }
  });
  return policies;
}

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** A schema text put into the Monaco editor labelled `label`, as a paste (the way agents-tools.spec.ts does). */
async function pasteSchema(page: Page, label: string, text: string) {
  await pasteInto(
    page,
    page
      .getByRole('dialog')
      .locator('.MuiFormControl-root')
      .filter({ has: page.locator('label', { hasText: label }) })
      .locator('.monaco-editor'),
    text,
  );
}

test('signed in, the editor, its Debug tab and a code editor run under the CSP with no violation reported', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const policies = watchPolicies(page);

  // Sign-in: the redirect to the provider, the return to /auth/callback (the token call), the editor.
  await signIn(page, 'agentEditor', `${EDITOR}?tab=debug`);
  await expect(page.locator('.react-flow__node').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('debug-panel')).toBeVisible({ timeout: 30_000 });

  // The policy as sent: hashed inline scripts only, no eval, connections to the runtime config's origins.
  const policy = policies.get(EDITOR);
  expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(directive(policy, 'connect-src')?.split(' ')).toEqual(expect.arrayContaining(["'self'", PRISM_URL, OIDC_URL]));
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
  // The sign-in return may be framed by the studio itself (a silent renew without a refresh token).
  expect(directive(policies.get('/auth/callback'), 'frame-ancestors')).toBe("frame-ancestors 'self'");

  // A tool dialog: Monaco (its chunk, styles, codicon font and data: icons), its JSON worker, the zod form
  // and the JSON Schema meta-schema check that ajv compiled at build time.
  await page.goto(TOOLS);
  await page.getByRole('button', { name: 'New tool' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.monaco-editor')).toHaveCount(2, { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toContainText('Select type');
  await pasteSchema(page, 'Input schema', '{\n  "type": "object",\n  "properties": { "q": { "type": "strnig" } }\n}');
  await expect(dialog).toContainText('The input schema is not a valid JSON Schema (line 3, at /properties/q/type)');
  await expect
    .poll(
      () =>
        page
          .workers()
          .map((worker) => worker.url())
          .join(' '),
      { timeout: 15_000 },
    )
    .toMatch(/json\.worker/);

  expect(violations).toEqual([]);

  // The policy is enforced, and the watch above sees it: an injected inline script, an inline event handler
  // and a string run as code (eval's kind; eval in page.evaluate itself is DevTools', which CSP lets through).
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = "inline script";';
    document.head.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__ran = "inline handler"');
    document.body.append(button);
    button.click();
    button.remove();
    setTimeout('window.__ran = "string as code"', 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __ran?: string }).__ran ?? 'nothing';
  });
  expect(ran).toBe('nothing');
  await expect
    .poll(() => violations.filter((violation) => !violation.startsWith('console:')).map((violation) => violation.split(' ').slice(0, 3).join(' ')))
    .toEqual(['script-src-elem refused inline', 'script-src-attr refused inline', 'script-src refused eval']);
});

test('mock mode under the CSP: the MSW service worker serves the project list and the editor, no violation reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await useRuntimeConfig(page, { apiMode: 'msw', apiBaseUrl: '' });
  await signIn(page, 'agentEditor');
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('cell', { name: 'Invoice checker' })).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(EDITOR);
  await expect(page.locator('.react-flow__node').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('no source map is reachable: none in the served folder, no sourceMappingURL, every /assets/….map answers 404', async ({ request }) => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

  // On disk: the maps were made (for the error reporter's upload) but live outside the served folder.
  expect(filesUnder(SERVED).filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(existsSync(MAPS) && filesUnder(MAPS).filter((file) => file.endsWith('.map')).length).toBeGreaterThan(10);

  // Served: the index, what it references and every script and style of the build.
  const index = await request.get('/poc/projects');
  expect(index.status()).toBe(200);
  const referenced = [...(await index.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(referenced.some((asset) => asset.endsWith('.js'))).toBe(true);
  const assets = [
    ...new Set([
      ...referenced,
      ...readdirSync(join(SERVED, 'assets'))
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `/assets/${file}`),
      '/mockServiceWorker.js',
    ]),
  ];
  const mapped: string[] = [];
  const reachable: string[] = [];
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    if (/[#@]\s*sourceMappingURL=/.test(await response.text())) mapped.push(asset);
    if ((await request.get(`${asset}.map`)).status() !== 404) reachable.push(`${asset}.map`);
  }
  expect(mapped).toEqual([]);
  expect(reachable).toEqual([]);
  expect(assets.length).toBeGreaterThan(50);
});
