/**
 * Signs a dev user in at the local OpenID Provider (mocks/oidc) over plain HTTP, as a browser would but
 * without one: authorization request → the provider's sign-in page → POST `/interaction/<uid>/login`
 * with `user=<dev user key>` → the code on the redirect → token exchange with the PKCE verifier.
 * Any provider run by `createOidcProvider` (or `npm run oidc:server`) answers it; a real ZITADEL does not.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Registered at the local provider for every start (its default redirect origins). */
export const LOCAL_REDIRECT_URI = 'http://127.0.0.1:4173/auth/callback';
export const LOCAL_CLIENT_ID = 'studio-local';

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export interface SignInOptions {
  /** The provider's issuer URL (`http://127.0.0.1:9000`). */
  issuer: string;
  clientId?: string;
  redirectUri?: string;
  /** The scopes to ask for; default the studio's (with its project's audience scope). */
  scope?: string;
  /** A resource indicator (`urn:zitadel:iam:org:project:id:<id>`): whose API the access token is for. */
  resource?: string;
}

/** ZITADEL's audience scope of a project: its access tokens name the project in `aud`. */
export const audienceScope = (projectId: string) => `urn:zitadel:iam:org:project:id:${projectId}:aud`;
export const projectResource = (projectId: string) => `urn:zitadel:iam:org:project:id:${projectId}`;
export const studioScope = (projectId: string) => `openid profile email offline_access ${audienceScope(projectId)}`;

/** A cookie jar for one host, and requests that follow nothing by themselves. */
function browser() {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expires = attributes.map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('expires='));
      if (!value || (expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now())) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  const follow = async (response: Response, base: string, step: string) => {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) {
      throw new Error(`sign-in: ${step} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    }
    return new URL(location, base).href;
  };
  return { request, follow };
}

/** Signs `user` (a dev user key: admin, agentEditor, noRole, mixed, otherOrgEditor) in; answers the token response. */
export async function signIn(user: string, options: SignInOptions & { studioProjectId: string }): Promise<TokenResponse> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const clientId = options.clientId ?? LOCAL_CLIENT_ID;
  const redirectUri = options.redirectUri ?? LOCAL_REDIRECT_URI;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const b = browser();

  const authorize = new URL(`${issuer}/oauth/v2/authorize`);
  const params: Record<string, string> = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: options.scope ?? studioScope(options.studioProjectId),
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(options.resource ? { resource: options.resource } : {}),
  };
  for (const [key, value] of Object.entries(params)) authorize.searchParams.set(key, value);

  const page = await b.follow(await b.request(authorize.href), issuer, 'the authorization request');
  if (!/\/interaction\/[\w-]+$/.test(new URL(page).pathname)) throw new Error(`sign-in: expected the provider's sign-in page, got ${page}`);
  const opened = await b.request(page);
  if (opened.status !== 200) throw new Error(`sign-in: the sign-in page answered ${opened.status}`);
  await opened.text();
  const login = await b.request(`${page}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ user }).toString(),
  });
  const resumed = await b.follow(login, issuer, `signing in as '${user}'`);
  const callback = new URL(await b.follow(await b.request(resumed), issuer, 'the authorization resuming'));
  const code = callback.searchParams.get('code');
  if (callback.searchParams.get('state') !== state || !code) {
    throw new Error(
      `sign-in: the callback carries no code for our state: ${callback.searchParams.get('error') ?? ''} ${callback.searchParams.get('error_description') ?? ''}`,
    );
  }

  const token = await fetch(`${issuer}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }).toString(),
  });
  const body = (await token.json()) as TokenResponse & { error?: string; error_description?: string };
  if (token.status !== 200 || !body.access_token)
    throw new Error(`sign-in: the token exchange answered ${token.status}: ${body.error ?? ''} ${body.error_description ?? ''}`);
  return body;
}

/** A JWT's header and payload, unverified (to describe and sanity-check the tokens the kit uses). */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } | undefined {
  const [header, payload] = token.split('.');
  if (!header || !payload) return undefined;
  try {
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    return { header: decode(header), payload: decode(payload) };
  } catch {
    return undefined;
  }
}

/** The `aud` claim as a list. */
export function audiencesOf(token: string): string[] {
  const aud = decodeJwt(token)?.payload.aud;
  return typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud.map(String) : [];
}
