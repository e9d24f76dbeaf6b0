/**
 * The local OpenID Provider of mock mode and the e2e tests, on `oidc-provider` 9: ZITADEL-shaped
 * (its endpoint paths, scopes and roles claims) and signing in the dev users of mocks/fixtures.
 *
 * - One public client (`studio-local`): Authorization Code with PKCE S256, response_mode query,
 *   refresh tokens (rotated by default), revocation, RP-initiated logout without a confirmation
 *   step, CORS for the studio's origins.
 * - Access tokens are JWTs (resource indicator defaulted to the studio project) whose `sub` is the
 *   dev user's, as the mock backend reads it. oidc-provider's own userinfo refuses such tokens (they
 *   have an audience), so `/oidc/v1/userinfo` is answered here, as ZITADEL does, after checking the
 *   token's signature, expiry and that it was not revoked.
 * - Our own sign-in, logout and error pages: offline HTML, Japanese and English.
 * - Keys (token signing, cookies) are random per start: nothing secret is kept in the repo.
 */
import { generateKeyPairSync, randomBytes, randomUUID, verify as verifySignature, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors, type InteractionDetails, type KoaContextWithOIDC } from 'oidc-provider';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { DEV_USERS, type DevUserKey } from '../fixtures/people';
import {
  AUD_SCOPE_PATTERN,
  CLAIMS_BY_SCOPE,
  PROJECT_ROLES_CLAIM,
  ROLES_CLAIM,
  ROLES_SCOPE,
  audScopeOf,
  claimsForScopes,
  claimsOf,
  devUserBySub,
  findDevUser,
  ownRolesClaim,
} from './accounts';
import { accountPage, errorPage, loggedOutPage, loginPage, logoutPage, pickLang, unknownUserMessage, type Lang } from './pages';

export const DEFAULT_CLIENT_ID = 'studio-local';
export const DEFAULT_PORT = 9000;
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:4173'];
/** Redirect paths registered under every origin (sign-in callback, and a silent-renew callback). */
export const REDIRECT_PATHS = ['/auth/callback', '/auth/silent-callback'];

/** ZITADEL's endpoint paths, so the studio's configuration carries over to a real ZITADEL. */
export const ROUTES = {
  authorization: '/oauth/v2/authorize',
  token: '/oauth/v2/token',
  revocation: '/oauth/v2/revoke',
  introspection: '/oauth/v2/introspect',
  jwks: '/oauth/v2/keys',
  pushed_authorization_request: '/oauth/v2/par',
  userinfo: '/oidc/v1/userinfo',
  end_session: '/oidc/v1/end_session',
} as const;

/** ZITADEL's console page of the signed-in user; here a read-only profile page (the studio's "Account settings"). */
export const ACCOUNT_PATH = '/ui/console/users/me';

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;
/** Resource indicators the provider accepts: a ZITADEL project; the studio project by default. */
const PROJECT_RESOURCE = /^urn:zitadel:iam:org:project:id:(\d+)$/;
export const STUDIO_RESOURCE = `urn:zitadel:iam:org:project:id:${STUDIO_PROJECT_ID}`;
const STATIC_SCOPES = ['openid', 'profile', 'email', 'offline_access', ROLES_SCOPE, audScopeOf(STUDIO_PROJECT_ID)];
const DAY = 24 * 60 * 60;
const MAX_FORM_BYTES = 64 * 1024;

export interface OidcProviderOptions {
  /** The issuer URL; default `http://localhost:<port>` (or `http://<host>:<port>` when host is given). */
  issuer?: string;
  /** Port to listen on; default the issuer's port, else 9000; 0 picks a free port. */
  port?: number;
  /** Address to listen on; default the loopback addresses 127.0.0.1 and ::1 (when available). */
  host?: string;
  clientId?: string;
  /** Origins of the studio: redirect, post-logout and CORS origins. */
  redirectOrigins?: string[];
  accessTokenTtlSeconds?: number;
  /** Issue a new refresh token on every refresh (the old one is then spent); default true. */
  rotateRefreshTokens?: boolean;
}

export interface RunningOidcProvider {
  issuer: string;
  clientId: string;
  port: number;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  provider: Provider;
  server: Server;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw Object.assign(new Error('form too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Our pages load nothing from anywhere; the logout page's one inline script is allowed.
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'self'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}

/** Starts the local OpenID Provider; resolves once it listens. */
export async function createOidcProvider(options: OidcProviderOptions = {}): Promise<RunningOidcProvider> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const origins = (options.redirectOrigins ?? DEFAULT_REDIRECT_ORIGINS).map((origin) => new URL(origin).origin);
  const allowedOrigins = new Set(origins);
  const accessTokenTtl = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(accessTokenTtl) || accessTokenTtl <= 0) throw new Error(`accessTokenTtlSeconds must be a positive integer, got ${accessTokenTtl}`);
  const rotateRefreshTokens = options.rotateRefreshTokens ?? true;
  const issuerUrl = options.issuer ? new URL(options.issuer) : undefined;
  const requestedPort = options.port ?? (issuerUrl?.port ? Number(issuerUrl.port) : DEFAULT_PORT);

  // Listen first: with port 0 the issuer is only known afterwards.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503);
    res.end();
  };
  const servers: Server[] = [];
  const hosts = options.host ? [options.host] : ['127.0.0.1', '::1'];
  const primary = createServer((req, res) => handle(req, res));
  await listen(primary, requestedPort, hosts[0]!);
  servers.push(primary);
  const port = (primary.address() as AddressInfo).port;
  for (const host of hosts.slice(1)) {
    const extra = createServer((req, res) => handle(req, res));
    try {
      await listen(extra, port, host);
      servers.push(extra);
    } catch {
      // No IPv6 loopback here: 127.0.0.1 alone serves `localhost`.
    }
  }
  const issuer = (options.issuer ?? `http://${options.host ? urlHost(options.host) : 'localhost'}:${port}`).replace(/\/+$/, '');

  // Signing key and cookie keys: random per start.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const signingJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const cookieKeys = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];

  const redirectUris = origins.flatMap((origin) => REDIRECT_PATHS.map((path) => `${origin}${path}`));
  const postLogoutRedirectUris = origins.map((origin) => `${origin}/`);

  // JWT access tokens are not kept in oidc-provider's store: remember each one's grant, so that
  // userinfo refuses tokens whose grant was revoked (revocation of the refresh token, sign-out).
  const accessTokenGrants = new Map<string, { grantId: string; exp: number }>();
  function rememberAccessToken(jti: string, grantId: string, exp: number): void {
    const now = Date.now() / 1000;
    if (accessTokenGrants.size > 1000) {
      for (const [key, entry] of accessTokenGrants) if (entry.exp <= now) accessTokenGrants.delete(key);
    }
    accessTokenGrants.set(jti, { grantId, exp });
  }

  const langOf = (ctx: KoaContextWithOIDC): Lang => pickLang({ uiLocales: ctx.oidc?.params?.ui_locales, acceptLanguage: ctx.get?.('accept-language') });

  /** The accepted scopes of a request: the static ones and ZITADEL audience scopes. */
  const acceptedScopes = (scopes: Iterable<string>) => [...new Set(scopes)].filter((scope) => STATIC_SCOPES.includes(scope) || AUD_SCOPE_PATTERN.test(scope));

  /** The studio is first-party: its grant covers whatever accepted scope it asks for (no consent page). */
  function grantRequested(grant: any, oidc: any): void {
    const requested = acceptedScopes(oidc.requestParamScopes ?? []);
    const oidcScopes = requested.filter((scope) => STATIC_SCOPES.includes(scope));
    if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
    if (oidc.requestParamClaims?.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
    for (const resource of Object.keys(oidc.resourceServers ?? {})) {
      if (requested.length) grant.addResourceScope(resource, requested.join(' '));
    }
  }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_name: 'AI Workflow Studio (local)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    responseTypes: ['code'],
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => allowedOrigins.has(origin),
    pkce: { required: () => true },
    scopes: STATIC_SCOPES,
    claims: CLAIMS_BY_SCOPE,
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const user = devUserBySub(sub);
      return user ? { accountId: user.sub, claims: async () => claimsOf(user) } : undefined;
    },
    cookies: { keys: cookieKeys },
    jwks: { keys: [signingJwk] },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const accountId = oidc.account?.accountId ?? oidc.session.accountId;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined; // another dev user signed in since
      if (oidc.client.clientId !== clientId) return grant;
      grant ??= new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grantRequested(grant, oidc);
      await grant.save();
      return grant;
    },
    // oidc-provider drops offline_access unless prompt=consent (OIDC Core); the studio sends an empty
    // prompt, so the public client gets a refresh token whenever it may use the grant (as ZITADEL).
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: any) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: rotateRefreshTokens,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(langOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(langOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: KoaContextWithOIDC, _client: unknown, oneOf?: string[]) => {
          if (oneOf) return oneOf.includes(STUDIO_RESOURCE) ? STUDIO_RESOURCE : oneOf;
          return STUDIO_RESOURCE;
        },
        // Refreshes and code exchanges keep the granted resource (a JWT), even with scope openid.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (ctx: KoaContextWithOIDC, resource: string) => {
          const projectId = PROJECT_RESOURCE.exec(resource)?.[1];
          if (!projectId) throw new errors.InvalidTarget();
          const granted: string = ctx.oidc?.entities?.Grant?.getResourceScope?.(resource) ?? '';
          const requested: string = ctx.oidc?.params?.scope ?? '';
          const audScopes = `${granted} ${requested}`.split(' ').filter((scope) => AUD_SCOPE_PATTERN.test(scope));
          return {
            scope: [...new Set([...STATIC_SCOPES, ...audScopes])].join(' '),
            audience: projectId,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    formats: {
      customizers: {
        // ZITADEL's access tokens name the projects (audience scopes) and the client as audiences.
        jwt: async (_ctx: KoaContextWithOIDC, token: any, jwt: { payload: Record<string, unknown> }) => {
          const { aud, jti, exp, scope } = jwt.payload;
          const projects = String(scope ?? '')
            .split(' ')
            .map((value) => AUD_SCOPE_PATTERN.exec(value)?.[1])
            .filter((value): value is string => Boolean(value));
          jwt.payload.aud = [...new Set([...(typeof aud === 'string' ? [aud] : []), ...projects, token.clientId].filter(Boolean))];
          // The roles claims ride on the access token too (ZITADEL with "assert roles on authentication"):
          // the backend takes the caller's roles from the token it verified, never from the request.
          const user = devUserBySub(String(token.accountId ?? ''));
          if (user) {
            const roles = ownRolesClaim(user);
            jwt.payload[ROLES_CLAIM] = roles;
            jwt.payload[PROJECT_ROLES_CLAIM] = roles;
          }
          if (typeof jti === 'string' && token.grantId) rememberAccessToken(jti, token.grantId, Number(exp));
        },
      },
    },
    routes: ROUTES,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: Math.max(accessTokenTtl, 60),
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      BackchannelAuthenticationRequest: 10 * 60,
      PreAuthorizedCode: 10 * 60,
      RefreshToken: (ctx: KoaContextWithOIDC) => ctx?.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = errorPage(langOf(ctx), out);
    },
    discovery: { ui_locales_supported: ['ja', 'en'], claims_locales_supported: ['ja', 'en'] },
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[oidc] server error:', error));

  const providerCallback = provider.callback();

  // ---- userinfo (ZITADEL's answer for the JWT access tokens issued above) ----

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return { vary: 'Origin' };
    return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'WWW-Authenticate', vary: 'Origin' };
  }

  /** The payload of a valid access token issued by this provider, else undefined. */
  function verifyAccessToken(token: string): Record<string, any> | undefined {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return undefined;
    try {
      const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
      if (head.alg !== 'RS256' || head.kid !== kid) return undefined;
      const valid = verifySignature('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey as KeyObject, Buffer.from(signature, 'base64url'));
      if (!valid) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, any>;
      if (claims.iss !== issuer || typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000) return undefined;
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return undefined;
      return claims;
    } catch {
      return undefined;
    }
  }

  async function userinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, dpop',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...cors, ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, error: string, description: string) =>
      send(
        status,
        { error, error_description: description },
        { 'www-authenticate': `Bearer realm="${issuer}", error="${error}", error_description="${description}"` },
      );
    if (req.method !== 'GET' && req.method !== 'POST') {
      send(405, { error: 'invalid_request', error_description: 'method not allowed' }, { allow: 'GET, POST, OPTIONS' });
      return;
    }
    const authorization = req.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
    if (!token) return fail(401, 'invalid_token', 'no access token provided');
    const claims = verifyAccessToken(token);
    // A revoked grant (revocation of the refresh token, sign-out) takes its access tokens along.
    const grantId = claims ? accessTokenGrants.get(claims.jti)?.grantId : undefined;
    const grant = grantId ? await provider.Grant.find(grantId) : undefined;
    const user = claims ? devUserBySub(claims.sub) : undefined;
    if (!claims || !grant || !user || grant.accountId !== claims.sub) return fail(401, 'invalid_token', 'invalid token provided');
    const scopes = String(claims.scope ?? '').split(' ');
    if (!scopes.includes('openid')) return fail(403, 'insufficient_scope', 'access token missing openid scope');
    send(200, claimsForScopes(user, scopes));
  }

  // ---- interactions: our sign-in page; consent is granted without asking (first-party client) ----

  function renderLogin(req: IncomingMessage, res: ServerResponse, url: URL, details: InteractionDetails, status = 200, error?: { login: string }): void {
    const lang = pickLang({ explicit: url.searchParams.get('lang'), uiLocales: details.params.ui_locales, acceptLanguage: req.headers['accept-language'] });
    const base = `/interaction/${details.uid}`;
    sendHtml(
      res,
      status,
      loginPage({
        lang,
        action: `${base}/login?lang=${lang}`,
        switchHref: (option) => `${base}?lang=${option}`,
        clientId: String(details.params.client_id ?? clientId),
        loginHint: error?.login ?? details.params.login_hint,
        error: error ? unknownUserMessage(lang, error.login) : undefined,
      }),
    );
  }

  async function grantConsent(req: IncomingMessage, res: ServerResponse, details: InteractionDetails): Promise<void> {
    const { prompt, params, session, grantId } = details;
    const grant = (grantId && (await provider.Grant.find(grantId))) || new provider.Grant({ accountId: session?.accountId, clientId: params.client_id });
    const missing = prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(acceptedScopes(missing.missingOIDCScope as string[]).join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries((missing.missingResourceScopes ?? {}) as Record<string, string[]>)) {
      grant.addResourceScope(indicator, acceptedScopes(scopes).join(' '));
    }
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL, isLoginPost: boolean): Promise<void> {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      // Expired or unknown interaction (e.g. a stale tab): say so, offline.
      const lang = pickLang({ explicit: url.searchParams.get('lang'), acceptLanguage: req.headers['accept-language'] });
      sendHtml(res, 400, errorPage(lang, { error: 'invalid_request', error_description: (error as Error).message }));
      return;
    }
    if (details.prompt.name !== 'login') {
      await grantConsent(req, res, details);
      return;
    }
    if (!isLoginPost) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendHtml(res, 405, '');
      renderLogin(req, res, url, details);
      return;
    }
    if (req.method !== 'POST') return sendHtml(res, 405, '');
    const form = await readForm(req);
    const key = form.get('user');
    const login = form.get('login') ?? '';
    const user = key && key in DEV_USERS ? DEV_USERS[key as DevUserKey] : findDevUser(login);
    if (!user) {
      renderLogin(req, res, url, details, 400, { login: key ?? login });
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.sub, remember: true } }, { mergeWithLastSubmission: false });
  }

  // ---- the account page: who is signed in at this provider (the session cookie), read only ----

  async function account(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendHtml(res, 405, '');
    const session = await provider.Session.get({ req, res } as unknown as KoaContextWithOIDC);
    const user = session?.accountId ? devUserBySub(session.accountId) : undefined;
    // An explicit choice, then the user's own language (as ZITADEL's console), then the browser's.
    const lang = pickLang({ explicit: url.searchParams.get('lang') ?? user?.locale, acceptLanguage: req.headers['accept-language'] });
    sendHtml(
      res,
      200,
      accountPage(lang, user, (option) => `${ACCOUNT_PATH}?lang=${option}`),
    );
  }

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = async () => {
      if (url.pathname === ROUTES.userinfo) return userinfo(req, res);
      if (url.pathname === ACCOUNT_PATH) return account(req, res, url);
      const match = INTERACTION_PATH.exec(url.pathname);
      if (match) return interaction(req, res, url, Boolean(match[2]));
      return providerCallback(req, res);
    };
    route().catch((error: unknown) => {
      console.error('[oidc] request failed:', error);
      if (!res.headersSent) {
        res.writeHead((error as { status?: number }).status ?? 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'server_error', error_description: 'unexpected failure' }));
      } else {
        res.end();
      }
    });
  };

  return {
    issuer,
    clientId,
    port,
    redirectUris,
    postLogoutRedirectUris,
    provider,
    server: primary,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}
