/**
 * The mock backend checks what the contract says every backend must (its security, `x-studio-access`
 * per operation, generated into src/generated/access.ts), in this order, each answering before the next:
 * 1. the bearer access token: scheme name case-insensitive, signed by a trusted OpenID Provider's keys
 *    (jose, the provider's JWKS), unexpired, an access token (`typ: at+jwt`, so an ID token is refused)
 *    for the studio API (`aud` holds the studio project id); else 401 with `WWW-Authenticate`;
 * 2. the headers the operation declares (idp, aiw-tenant-id: present, within their pattern and length)
 *    and its path ids: else 400;
 * 3. the organization and the role: the token's roles claim must grant, in the organization
 *    `aiw-tenant-id` names, one of the operation's roles: else 403 TENANT_FORBIDDEN (no studio role there)
 *    or ROLE_FORBIDDEN (a studio role the operation does not allow).
 * The edit permission (403 EDIT_PERMISSION_REQUIRED), bodies and resources are the areas' to check.
 * Runs right after the scenario gate, in the browser (MSW), in Node tests (msw/node) and behind the mock
 * HTTP server: the same code path everywhere.
 */
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { http, HttpResponse } from 'msw';
import { OPERATION_ACCESS, type OperationAccess, type ParameterLimits } from '../../src/generated/access';
import type { Error as ApiError, ErrorReason } from '../../src/generated/model';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { apiError } from './errors';
import { bearerToken } from './request-context';
import { rolesClaimOfToken, studioRolesIn } from './roles';

export const PRODUCT_PATHS = /\/(studio\/v1|auth\/v1|oidc\/v1|ip-restriction)(\/|$|\?)/;

/** What a verified access token must be, beyond its signature and expiry. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const STUDIO_AUDIENCE = STUDIO_PROJECT_ID;

type Verifier = (token: string) => Promise<JWTPayload>;

const trusted = new Map<string, Verifier>();

/** Trusts the access tokens of these OpenID Providers (their issuer URLs): keys from each one's JWKS. */
export function trustIssuers(issuers: readonly string[]): void {
  for (const issuer of issuers) {
    let keys: Promise<JWTVerifyGetKey> | undefined;
    const jwks = () =>
      (keys ??= fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
        .then((response) => response.json() as Promise<{ jwks_uri: string }>)
        .then(({ jwks_uri }) => createRemoteJWKSet(new URL(jwks_uri)))
        .catch((error: unknown) => {
          keys = undefined; // try the discovery again next time
          throw error;
        }));
    trusted.set(issuer, async (token) => (await jwtVerify(token, await jwks(), { issuer, algorithms: ['RS256'] })).payload);
  }
}

/** Trusts the tokens of `issuer` that `verify` accepts (tests: mocks/lib/test-tokens.ts `verifyTestToken`). */
export function trustTokensOf(issuer: string, verify: (token: string) => boolean): void {
  trusted.set(issuer, async (token) => {
    if (!verify(token)) throw new Error('not verified');
    return decodeJwt(token);
  });
}

/** Forgets every trusted issuer (tests). */
export function trustNobody(): void {
  trusted.clear();
}

/** The payload of a token that verifies and is an access token for the studio API, else undefined. */
export async function verifiedAccessToken(token: string): Promise<JWTPayload | undefined> {
  try {
    const { typ } = decodeProtectedHeader(token);
    if (
      String(typ ?? '')
        .toLowerCase()
        .replace(/^application\//, '') !== ACCESS_TOKEN_TYPE
    )
      return undefined;
    const issuer = decodeJwt(token).iss;
    const verify = issuer ? trusted.get(issuer) : undefined;
    if (!verify) return undefined;
    const payload = await verify(token);
    const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
    if (!audiences.includes(STUDIO_AUDIENCE) || typeof payload.sub !== 'string') return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

// ---- which operation a request is: literal segments win over parameters ----

interface Matcher {
  op: OperationAccess;
  regex: RegExp;
  names: string[];
}

const matchers: Matcher[] = OPERATION_ACCESS.map((op) => ({
  op,
  regex: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, '([^/]+)')}/?$`),
  names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
})).sort((a, b) => a.names.length - b.names.length);

/** The contract's operation a request is, with its raw path parameters; undefined for any other path. */
export function operationOf(method: string, url: string): { op: OperationAccess; params: Record<string, string> } | undefined {
  const pathname = new URL(url).pathname;
  const start = PRODUCT_PATHS.exec(pathname)?.index;
  if (start === undefined) return undefined;
  const path = pathname.slice(start);
  for (const matcher of matchers) {
    if (matcher.op.method !== method.toUpperCase()) continue;
    const match = matcher.regex.exec(path);
    if (match) return { op: matcher.op, params: Object.fromEntries(matcher.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

// ---- the answers ----

const unauthorized = (tokenSent: boolean) =>
  HttpResponse.json<ApiError>(
    { code: 401, message: 'Unauthorized' },
    { status: 401, headers: { 'www-authenticate': tokenSent ? 'Bearer error="invalid_token"' : 'Bearer' } },
  );

export const forbiddenMessages: Record<ErrorReason, string> = {
  TENANT_FORBIDDEN: 'You have no role in this organization',
  ROLE_FORBIDDEN: 'Only an administrator can do this',
  EDIT_PERMISSION_REQUIRED: 'You do not have permission to edit this workflow',
  IP_FORBIDDEN: 'Access from this IP address is not allowed',
};

export const forbiddenBecause = (reason: ErrorReason, message = forbiddenMessages[reason]) =>
  HttpResponse.json<ApiError>({ code: 403, message, reason }, { status: 403 });

/** The contract's patterns, compiled once each. */
const patterns = new Map<string, RegExp>();
const compiled = (pattern: string) => patterns.get(pattern) ?? patterns.set(pattern, new RegExp(pattern, 'u')).get(pattern)!;

function breaks(value: string, limits: ParameterLimits): boolean {
  if (!value) return true;
  if (limits.maxLength !== null && value.length > limits.maxLength) return true;
  return limits.pattern !== null && !compiled(limits.pattern).test(value);
}

/** The first header or path id that breaks the operation's contract, as a 400; else undefined. */
function malformed(request: Request, op: OperationAccess, params: Record<string, string>) {
  for (const [name, limits] of Object.entries(op.headers)) {
    const value = request.headers.get(name);
    if (value === null) return apiError(400, `The ${name} header is required`, [{ field: name, message: `The ${name} header is required` }]);
    if (breaks(value, limits)) return apiError(400, `The ${name} header is malformed`, [{ field: name, message: `The ${name} header is malformed` }]);
  }
  for (const [name, raw] of Object.entries(params)) {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = '';
    }
    const limits = op.pathParams[name];
    if (limits && breaks(value, limits)) return apiError(400, 'Invalid request', [{ field: name, message: `Malformed ${name}` }]);
  }
  return undefined;
}

export const authGate = http.all(PRODUCT_PATHS, async ({ request }) => {
  const token = bearerToken(request);
  if (!token) return unauthorized(Boolean(request.headers.get('authorization')));
  const claims = await verifiedAccessToken(token);
  if (!claims) return unauthorized(true);

  const found = operationOf(request.method, request.url);
  if (!found) return undefined; // not an operation of the contract: the 404 of the server
  const { op, params } = found;
  const bad = malformed(request, op, params);
  if (bad) return bad;
  if (op.tenant) {
    const roles = studioRolesIn(rolesClaimOfToken(claims), request.headers.get('aiw-tenant-id')!);
    if (!roles.length) return forbiddenBecause('TENANT_FORBIDDEN');
    if (!roles.some((role) => op.roles.includes(role))) return forbiddenBecause('ROLE_FORBIDDEN');
  }
  return undefined;
});
