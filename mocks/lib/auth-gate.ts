/**
 * The mock backend checks what the real one will (the contract's security): every product call needs
 * a bearer access token that verifies — signed by a trusted OpenID Provider's keys (jose, the provider's
 * JWKS from its discovery document), not expired — else 401; and the `idp` header, else 400. Tenant
 * isolation follows from the areas reading the organization from `aiw-tenant-id` (another
 * organization's project answers 404). Runs right after the scenario gate, in the browser (MSW), in
 * Node tests (msw/node) and behind the mock HTTP server.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { http } from 'msw';
import { apiError } from './errors';

export const PRODUCT_PATHS = /\/(studio\/v1|auth\/v1|oidc\/v1|ip-restriction)(\/|$|\?)/;

type Verifier = (token: string) => Promise<boolean>;


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
    trusted.set(issuer, async (token) => {
      await jwtVerify(token, await jwks(), { issuer });
      return true;
    });
  }
}

/** Trusts the tokens of `issuer` that `verify` accepts (tests: mocks/lib/test-tokens.ts `verifyTestToken`). */
export function trustTokensOf(issuer: string, verify: (token: string) => boolean): void {
  trusted.set(issuer, async (token) => verify(token));
}

/** Forgets every trusted issuer (tests). */
export function trustNobody(): void {
  trusted.clear();
}

async function verified(token: string): Promise<boolean> {
  try {
    const issuer = decodeJwt(token).iss;
    const verify = issuer ? trusted.get(issuer) : undefined;
    return verify ? await verify(token) : false;
  } catch {
    return false;
  }
}

export const authGate = http.all(PRODUCT_PATHS, async ({ request }) => {
  const authorization = request.headers.get('authorization') ?? '';
  const token = /^Bearer (.+)$/i.exec(authorization)?.[1];
  if (!token || !(await verified(token))) return apiError(401, 'Unauthorized');
  if (!request.headers.get('idp')) return apiError(400, 'The idp header is required');
  return undefined;
});
