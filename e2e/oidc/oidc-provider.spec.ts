/**
 * The local OpenID Provider in Chromium: its sign-in page (accessibility, languages, nothing loaded
 * from elsewhere), and the studio's calls made from a studio origin (real CORS), up to sign-out.
 * The studio itself is stubbed by a blank page served from a loopback port of its own (a page fulfilled
 * by page.route would not count as loopback for Chromium's local network access checks): this checks
 * the provider, not the app.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STUDIO_PROJECT_ID } from '../../mocks/fixtures/ids';
import { DEV_USERS } from '../../mocks/fixtures/people';
import { createOidcProvider, type RunningOidcProvider } from '../../mocks/oidc/provider';

const SCOPE = `openid profile email offline_access urn:zitadel:iam:org:project:id:${STUDIO_PROJECT_ID}:aud`;

let op: RunningOidcProvider;
let studio: Server;
let APP: string;
let REDIRECT_URI: string;

// A Japanese browser; the English pages are asked for with ui_locales or the page's switch.
test.use({ locale: 'ja-JP' });

test.beforeAll(async () => {
  studio = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html lang="en"><head><title>studio stub</title></head><body><main><h1>stub</h1></main></body></html>');
  });
  await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve));
  APP = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  REDIRECT_URI = `${APP}/auth/callback`;
  op = await createOidcProvider({ port: 0, host: '127.0.0.1', redirectOrigins: [APP] });
});
test.afterAll(async () => {
  await op?.close();
  await new Promise<void>((resolve) => (studio ? studio.close(() => resolve()) : resolve()));
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL(`${op.issuer}/oauth/v2/authorize`);
  const all = { client_id: op.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', response_mode: 'query', scope: SCOPE, state: 'st', ...params };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url.href;
}

/** Records every request the page makes. */
async function prepare(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

/** axe finds nothing at all (the bar is "no serious or critical violation"; the page has none of any kind). */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the sign-in page is accessible in Japanese and English and loads nothing from elsewhere', async ({ page }) => {
  const requests = await prepare(page);
  await page.goto(authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Workflow Studio にサインイン' })).toBeVisible();
  await expect(page.getByText('ローカル開発用の認証サーバー')).toBeVisible();
  for (const user of Object.values(DEV_USERS)) await expect(page.getByRole('button', { name: new RegExp(user.displayName) })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ログイン名' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to AI Workflow Studio' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Emily Carter.*ACME 株式会社: admin.*Beta Corporation: no studio role/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Login name').fill('nobody');
  await page.getByLabel('Login name').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('There is no dev user "nobody".');
  await expectNoAxeViolations(page);

  expect(requests.filter((url) => !url.startsWith(op.issuer))).toEqual([]);
});

test('from the studio origin: sign in, exchange the code, userinfo, refresh, sign out, prompt=none', async ({ page }) => {
  await prepare(page);
  const { verifier, challenge } = pkce();
  await page.goto(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', ui_locales: 'en' }));
  await page.getByRole('button', { name: /Hanako Sato/ }).click();
  await page.waitForURL(`${REDIRECT_URI}?**`);
  const code = new URL(page.url()).searchParams.get('code');
  expect(code).toBeTruthy();

  // The studio's own calls, with the browser's CORS rules.
  const result = await page.evaluate(
    async ({ issuer, clientId, code, verifier, redirectUri }) => {
      const form = (values: Record<string, string>) => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(values),
      });
      const tokens = await (
        await fetch(
          `${issuer}/oauth/v2/token`,
          form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
        )
      ).json();
      const info = await (await fetch(`${issuer}/oidc/v1/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
      const renewed = await (
        await fetch(
          `${issuer}/oauth/v2/token`,
          form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId, scope: tokens.scope }),
        )
      ).json();
      const renewedAgain = await (
        await fetch(`${issuer}/oauth/v2/token`, form({ grant_type: 'refresh_token', refresh_token: renewed.refresh_token, client_id: clientId }))
      ).json();
      const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
      return { tokens, info, renewed, renewedAgain, discovery };
    },
    { issuer: op.issuer, clientId: op.clientId, code: code!, verifier, redirectUri: REDIRECT_URI },
  );
  expect(result.tokens.refresh_token).toBeTruthy();
  expect(result.info.sub).toBe(DEV_USERS.agentEditor.sub);
  expect(result.info.email).toBe(DEV_USERS.agentEditor.email);
  expect(result.info[`urn:zitadel:iam:org:project:${STUDIO_PROJECT_ID}:roles`]).toHaveProperty('agent_editor');
  expect(result.renewed.access_token).toBeTruthy();
  expect(result.renewedAgain.access_token).toBeTruthy();
  expect(result.discovery.end_session_endpoint).toBe(`${op.issuer}/oidc/v1/end_session`);

  // Sign-out: no confirmation, straight back to the studio's root.
  const endSession = new URL(result.discovery.end_session_endpoint);
  endSession.searchParams.set('id_token_hint', result.tokens.id_token);
  endSession.searchParams.set('post_logout_redirect_uri', `${APP}/`);
  endSession.searchParams.set('state', 'bye');
  await page.goto(endSession.href);
  await page.waitForURL(`${APP}/?state=bye`);

  // Signed out: a silent sign-in now needs the user.
  await page.goto(authorizeUrl({ prompt: 'none', code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
  await page.waitForURL(`${REDIRECT_URI}?**`);
  expect(new URL(page.url()).searchParams.get('error')).toBe('login_required');
});

test('signs in by typing a login name', async ({ page }) => {
  await prepare(page);
  await page.goto(authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
  await page.getByLabel('ログイン名').fill('ichiro');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await page.waitForURL(`${REDIRECT_URI}?**`);
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
});
