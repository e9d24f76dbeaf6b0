/**
 * The local OpenID Provider over real HTTP: a browser's Authorization Code + PKCE flow driven with
 * plain fetch (cookies carried by hand), then refresh, userinfo, revocation and sign-out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoOf } from '../areas/identity/handlers';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { DEV_USERS, type DevUserKey } from '../fixtures/people';
import { scenario } from '../lib/scenario';
import { createOidcProvider, type RunningOidcProvider } from './provider';

const APP_ORIGIN = 'http://127.0.0.1:4173';
const REDIRECT_URI = `${APP_ORIGIN}/auth/callback`;
const AUD_SCOPE = `urn:zitadel:iam:org:project:id:${STUDIO_PROJECT_ID}:aud`;
const STUDIO_SCOPE = `openid profile email offline_access ${AUD_SCOPE}`;
const ROLES_CLAIM = 'urn:zitadel:iam:org:project:roles';
const PROJECT_ROLES_CLAIM = `urn:zitadel:iam:org:project:${STUDIO_PROJECT_ID}:roles`;

/** A browser's cookie jar, good enough for one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expires = attributes.map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('expires='));
      const expired = expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now();
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get size(): number {
    return this.cookies.size;
  }
}

/** One browser: follows nothing by itself, keeps cookies. */
function browser() {
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', jar.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  };
  const location = (response: Response, base: string) => {
    const value = response.headers.get('location');
    if (!value) throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(value, base).href;
  };
  return { jar, request, location };
}

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
  error?: string;
}

function decodeJwt(token: string): { header: Record<string, any>; payload: Record<string, any> } {
  const [header = '', payload = ''] = token.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, any>;
  return { header: decode(header), payload: decode(payload) };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(op: RunningOidcProvider, params: Record<string, string>): string {
  const url = new URL(`${op.issuer}/oauth/v2/authorize`);
  for (const [key, value] of Object.entries({
    client_id: op.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: STUDIO_SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  })) {
    url.searchParams.set(key, value);
  }
  return url.href;
}

async function postForm(
  url: string,
  body: Record<string, string>,
  init: { origin?: string; cookie?: (url: string, init: RequestInit) => Promise<Response> } = {},
) {
  const requestInit: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(init.origin ? { origin: init.origin } : {}) },
    body: new URLSearchParams(body).toString(),
  };
  return init.cookie ? init.cookie(url, requestInit) : fetch(url, { ...requestInit, redirect: 'manual' });
}

/** Authorization request → our sign-in page; answers the page's URL and its HTML. */
async function openLoginPage(
  op: RunningOidcProvider,
  b: ReturnType<typeof browser>,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const authorize = await b.request(authorizeUrl(op, params), { headers });
  expect(authorize.status).toBe(303);
  const pageUrl = b.location(authorize, op.issuer);
  expect(pageUrl).toMatch(new RegExp(`^${op.issuer}/interaction/[\\w-]+$`));
  const page = await b.request(pageUrl, { headers });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  return { pageUrl, html: await page.text() };
}

/** The whole sign-in: authorize, sign-in page, choose a user, code, token exchange. */
async function signIn(op: RunningOidcProvider, user: { key: DevUserKey } | { login: string }, b = browser()) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const { pageUrl } = await openLoginPage(op, b, { code_challenge: challenge, code_challenge_method: 'S256', state, prompt: '' });
  const form: Record<string, string> = 'key' in user ? { user: user.key } : { login: user.login };
  const submitted = await postForm(`${pageUrl}/login`, form, { cookie: b.request });
  expect(submitted.status).toBe(303);
  const resumed = await b.request(b.location(submitted, op.issuer));
  expect(resumed.status).toBe(303);
  const callback = new URL(b.location(resumed, op.issuer));
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('error')).toBeNull();
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();

  const tokenResponse = await postForm(
    `${op.issuer}/oauth/v2/token`,
    { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: op.clientId, code_verifier: verifier },
    { origin: APP_ORIGIN },
  );
  expect(tokenResponse.status).toBe(200);
  expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  return { browser: b, tokens: (await tokenResponse.json()) as TokenResponse };
}

async function refresh(op: RunningOidcProvider, refreshToken: string, scope?: string) {
  const response = await postForm(
    `${op.issuer}/oauth/v2/token`,
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: op.clientId, ...(scope ? { scope } : {}) },
    { origin: APP_ORIGIN },
  );
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as TokenResponse };
}

async function userinfo(op: RunningOidcProvider, accessToken: string) {
  const response = await fetch(`${op.issuer}/oidc/v1/userinfo`, { headers: { authorization: `Bearer ${accessToken}`, origin: APP_ORIGIN } });
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as Record<string, unknown> };
}

/** URLs in a page other than the issuer's own. */
function foreignUrls(html: string, issuer: string): string[] {
  return [...html.matchAll(/(?:https?:)?\/\/[^\s"'<>)]+/g)].map((match) => match[0]).filter((url) => !url.startsWith(issuer));
}

let op: RunningOidcProvider;

beforeAll(async () => {
  op = await createOidcProvider({ port: 0, host: '127.0.0.1' });
});
afterAll(() => op?.close());

describe('local OpenID Provider', () => {
  it('publishes discovery and JWKS, readable from the studio', async () => {
    const response = await fetch(`${op.issuer}/.well-known/openid-configuration`, { headers: { origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const discovery = (await response.json()) as Record<string, any>;
    expect(discovery).toMatchObject({
      issuer: op.issuer,
      authorization_endpoint: `${op.issuer}/oauth/v2/authorize`,
      token_endpoint: `${op.issuer}/oauth/v2/token`,
      userinfo_endpoint: `${op.issuer}/oidc/v1/userinfo`,
      revocation_endpoint: `${op.issuer}/oauth/v2/revoke`,
      end_session_endpoint: `${op.issuer}/oidc/v1/end_session`,
      jwks_uri: `${op.issuer}/oauth/v2/keys`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'urn:zitadel:iam:org:projects:roles', AUD_SCOPE]),
    );
    expect(discovery.claims_supported).toEqual(expect.arrayContaining([ROLES_CLAIM, PROJECT_ROLES_CLAIM, 'email', 'locale']));

    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d'); // public part only
  });

  it('signs a dev user in with Authorization Code + PKCE and issues a JWT access token and a refresh token', async () => {
    const { tokens } = await signIn(op, { key: 'admin' });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3500);
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email', AUD_SCOPE]));

    const access = decodeJwt(tokens.access_token);
    expect(access.header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access.payload).toMatchObject({ iss: op.issuer, sub: DEV_USERS.admin.sub, client_id: op.clientId });
    expect(access.payload.aud).toEqual([STUDIO_PROJECT_ID, op.clientId]);
    expect(access.payload.exp - access.payload.iat).toBeLessThanOrEqual(3600);

    const id = decodeJwt(tokens.id_token!);
    expect(id.payload).toMatchObject({ iss: op.issuer, sub: DEV_USERS.admin.sub, aud: op.clientId, name: DEV_USERS.admin.displayName });
  });

  it.each(Object.keys(DEV_USERS) as DevUserKey[])('answers userinfo for %s exactly as the mock backend does (own roles)', async (key) => {
    const { tokens } = await signIn(op, { key });
    const sub = decodeJwt(tokens.access_token).payload.sub;
    expect(sub).toBe(DEV_USERS[key].sub);
    const info = await userinfo(op, tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.cors).toBe(APP_ORIGIN);
    expect(info.body).toEqual(userInfoOf(DEV_USERS[key])); // the default scenario keeps the users' own roles
  });

  it('carries the roles claims of the mixed user: admin in ACME, something else in Beta', async () => {
    const { tokens } = await signIn(op, { key: 'mixed' });
    const { body } = await userinfo(op, tokens.access_token);
    expect(body[PROJECT_ROLES_CLAIM]).toEqual({ admin: { '283134596912148481': 'acme.example' }, member: { '297712345678901234': 'beta.example' } });
    expect(body[ROLES_CLAIM]).toEqual(body[PROJECT_ROLES_CLAIM]);
  });

  it('ignores the mock backend scenario role override', async () => {
    scenario.set({ role: 'none' });
    const { tokens } = await signIn(op, { key: 'agentEditor' });
    const { body } = await userinfo(op, tokens.access_token);
    expect(body[PROJECT_ROLES_CLAIM]).toEqual({ agent_editor: { '283134596912148481': 'acme.example', '297712345678901234': 'beta.example' } });
  });

  it('signs in by a typed login name, and says so when the name is unknown', async () => {
    const b = browser();
    const { pageUrl } = await openLoginPage(op, b, { code_challenge: pkce().challenge, code_challenge_method: 'S256', ui_locales: 'en' });
    const unknown = await postForm(`${pageUrl}/login`, { login: 'nobody' }, { cookie: b.request });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('There is no dev user &quot;nobody&quot;.');

    const { tokens } = await signIn(op, { login: 'Emily.Carter@beta.example ' });
    expect(decodeJwt(tokens.access_token).payload.sub).toBe(DEV_USERS.mixed.sub);
    const byUserName = await signIn(op, { login: 'hanako' });
    expect(decodeJwt(byUserName.tokens.access_token).payload.sub).toBe(DEV_USERS.agentEditor.sub);
  });

  it('renews with the refresh token, twice in a row (rotated), and refuses a spent one', async () => {
    const { tokens } = await signIn(op, { key: 'agentEditor' });
    const first = await refresh(op, tokens.refresh_token!, tokens.scope);
    expect(first.status).toBe(200);
    expect(first.cors).toBe(APP_ORIGIN);
    expect(first.body.refresh_token).toBeTruthy();
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.body.access_token).payload.sub).toBe(DEV_USERS.agentEditor.sub);
    expect(decodeJwt(first.body.id_token!).payload.sub).toBe(DEV_USERS.agentEditor.sub);
    expect(first.body.scope).toBe(tokens.scope);

    const second = await refresh(op, first.body.refresh_token!, first.body.scope);
    expect(second.status).toBe(200);
    expect(decodeJwt(second.body.access_token).payload.sub).toBe(DEV_USERS.agentEditor.sub);
    expect((await userinfo(op, second.body.access_token)).status).toBe(200);

    const spent = await refresh(op, tokens.refresh_token!);
    expect(spent.status).toBe(400);
    expect(spent.body.error).toBe('invalid_grant');
  });

  it('answers CORS preflights from the studio and refuses bad tokens at userinfo', async () => {
    const preflight = await fetch(`${op.issuer}/oidc/v1/userinfo`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const tokenPreflight = await fetch(`${op.issuer}/oauth/v2/token`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(tokenPreflight.status).toBe(204);
    expect(tokenPreflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);

    const missing = await fetch(`${op.issuer}/oidc/v1/userinfo`, { headers: { origin: APP_ORIGIN } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(missing.headers.get('www-authenticate')).toContain('invalid_token');

    const { tokens } = await signIn(op, { key: 'admin' });
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token).payload, sub: DEV_USERS.mixed.sub })).toString('base64url')}.${tokens.access_token.split('.')[2]}`;
    expect(payload).toBeTruthy();
    expect((await userinfo(op, forged)).status).toBe(401);
  });

  it('revokes: a revoked refresh token no longer renews, and its access tokens stop working', async () => {
    const { tokens } = await signIn(op, { key: 'admin' });
    const revoked = await postForm(
      `${op.issuer}/oauth/v2/revoke`,
      { token: tokens.refresh_token!, token_type_hint: 'refresh_token', client_id: op.clientId },
      { origin: APP_ORIGIN },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect((await refresh(op, tokens.refresh_token!)).status).toBe(400);
    expect((await userinfo(op, tokens.access_token)).status).toBe(401);
  });

  it('answers prompt=none without a session with login_required', async () => {
    const b = browser();
    const state = 'silent-1';
    const response = await b.request(authorizeUrl(op, { prompt: 'none', state, code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
    expect(response.status).toBe(303);
    const callback = new URL(b.location(response, op.issuer));
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('login_required');
    expect(callback.searchParams.get('state')).toBe(state);
  });

  it('renews silently with prompt=none while signed in, then ends the session and redirects to the post-logout URI', async () => {
    const { browser: b, tokens } = await signIn(op, { key: 'mixed' });

    const silent = await b.request(authorizeUrl(op, { prompt: 'none', code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
    expect(silent.status).toBe(303);
    const silentCallback = new URL(b.location(silent, op.issuer));
    expect(silentCallback.searchParams.get('error')).toBeNull();
    expect(silentCallback.searchParams.get('code')).toBeTruthy();

    const endSession = new URL(`${op.issuer}/oidc/v1/end_session`);
    endSession.searchParams.set('id_token_hint', tokens.id_token!);
    endSession.searchParams.set('post_logout_redirect_uri', `${APP_ORIGIN}/`);
    endSession.searchParams.set('state', 'bye');
    const page = await b.request(endSession.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(foreignUrls(html, op.issuer)).toEqual([]);
    // The page submits itself at once (no confirmation); a browser without script gets a button.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const inputs = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    expect(action).toBeTruthy();
    expect(inputs).toMatchObject({ logout: 'yes' });
    expect(html).toContain('document.forms[0].submit()');

    const confirmed = await postForm(new URL(action!, op.issuer).href, inputs as Record<string, string>, { cookie: b.request });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${APP_ORIGIN}/?state=bye`);

    const after = await b.request(authorizeUrl(op, { prompt: 'none', code_challenge: pkce().challenge, code_challenge_method: 'S256' }));
    expect(new URL(b.location(after, op.issuer)).searchParams.get('error')).toBe('login_required');
    // Signing out revoked the session's grant: its refresh token is dead.
    expect((await refresh(op, tokens.refresh_token!)).status).toBe(400);
  });

  it('serves the sign-in page in Japanese and English, with nothing loaded from elsewhere', async () => {
    const ja = await openLoginPage(
      op,
      browser(),
      { code_challenge: pkce().challenge, code_challenge_method: 'S256' },
      { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' },
    );
    expect(ja.html).toContain('<html lang="ja">');
    expect(ja.html).toContain('AI Workflow Studio にサインイン');
    expect(ja.html).toContain('ローカル開発用');
    expect(ja.html).toContain('<label for="login">ログイン名</label>');

    const en = await openLoginPage(op, browser(), { code_challenge: pkce().challenge, code_challenge_method: 'S256', ui_locales: 'en-US' });
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Sign in to AI Workflow Studio');
    expect(en.html).toContain('local development identity provider');

    const fallback = await openLoginPage(op, browser(), { code_challenge: pkce().challenge, code_challenge_method: 'S256' }, { 'accept-language': 'fr-FR' });
    expect(fallback.html).toContain('<html lang="ja">');

    const b = browser();
    const { pageUrl } = await openLoginPage(op, b, { code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const switched = await (await b.request(`${pageUrl}?lang=en`)).text();
    expect(switched).toContain('<html lang="en">');
    expect(switched).toContain('aria-current="true">English</a>');

    for (const html of [ja.html, en.html, switched]) {
      expect(foreignUrls(html, op.issuer)).toEqual([]);
      expect(html).not.toMatch(/<link|<script|@import|url\(/i);
      for (const user of Object.values(DEV_USERS)) {
        expect(html).toContain(user.displayName);
        expect(html).toContain(user.email);
      }
    }
    expect(ja.html).toMatch(/ACME 株式会社: admin \/ Beta Corporation: admin \/ ガンマ研究所: admin/);
    expect(en.html).toContain('ACME 株式会社: admin / Beta Corporation: no studio role (member)');
    expect(en.html).toContain('No roles in any organization');
  });

  it("serves the signed-in user's account page (the studio's Account settings), in the user's language", async () => {
    const { browser: b } = await signIn(op, { key: 'otherOrgEditor' });
    const page = await b.request(`${op.issuer}/ui/console/users/me`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ja">'); // the user's own language before the browser's
    expect(html).toContain('<h1>アカウント設定</h1>');
    expect(html).toContain(DEV_USERS.otherOrgEditor.displayName);
    expect(html).toContain('kenta@acme.example');
    expect(html).toContain(DEV_USERS.otherOrgEditor.email);
    expect(html).toContain('ACME 株式会社: スタジオのロールなし (member) / Beta Corporation: agent_editor');
    expect(foreignUrls(html, op.issuer)).toEqual([]);
    expect(html).not.toMatch(/<link|<script|@import|url\(/i);

    const english = await (await b.request(`${op.issuer}/ui/console/users/me?lang=en`)).text();
    expect(english).toContain('<h1>Account settings</h1>');
    expect(english).toContain('aria-current="true">English</a>');

    const anonymous = await fetch(`${op.issuer}/ui/console/users/me`, { headers: { 'accept-language': 'en' } });
    expect(anonymous.status).toBe(200);
    const signedOut = await anonymous.text();
    expect(signedOut).toContain('<h1>Not signed in</h1>');
    expect(signedOut).not.toContain(DEV_USERS.otherOrgEditor.email);
  });

  it('renders errors with its own offline page', async () => {
    const response = await fetch(`${op.issuer}/oauth/v2/authorize?client_id=unknown&response_type=code&scope=openid`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('invalid_client');
    expect(foreignUrls(html, op.issuer)).toEqual([]);
  });
});

describe('local OpenID Provider with short-lived access tokens and no rotation', () => {
  let short: RunningOidcProvider;
  beforeAll(async () => {
    short = await createOidcProvider({ port: 0, host: '127.0.0.1', accessTokenTtlSeconds: 70, rotateRefreshTokens: false });
  });
  afterAll(() => short?.close());

  it('reports expires_in within the configured TTL, on sign-in and on every refresh', async () => {
    const { tokens } = await signIn(short, { key: 'admin' });
    expect(tokens.expires_in).toBeLessThanOrEqual(70);
    expect(tokens.expires_in).toBeGreaterThan(60);
    const access = decodeJwt(tokens.access_token).payload;
    expect(access.exp - access.iat).toBeLessThanOrEqual(70);

    for (let round = 0; round < 2; round += 1) {
      const renewed = await refresh(short, tokens.refresh_token!);
      expect(renewed.status).toBe(200);
      expect(renewed.body.expires_in).toBeLessThanOrEqual(70);
      // Not rotating: the same refresh token keeps working.
      expect(renewed.body.refresh_token).toBe(tokens.refresh_token);
    }
  });
});
