/**
 * Access tokens for tests of the mock backend (Node only): HS256 JWTs signed with a key made at random
 * for this test run (nothing secret in the repo), shared with the processes a run starts through
 * MOCK_TEST_TOKEN_KEY (the contract test's server and its workers). The auth gate trusts them only when
 * a test setup says so (`trustTokensOf(TEST_TOKEN_ISSUER, verifyTestToken)`); the mock server and the browser
 * trust the OpenID Provider (jose, its JWKS).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { STUDIO_PROJECT_ID } from '../fixtures/ids';
import { DEV_USERS, type DevUserKey } from '../fixtures/people';
import { ownRolesClaim } from './roles-claim';
import { GENERIC_ROLES_CLAIM, PROJECT_ROLES_CLAIM } from './roles';

export const TEST_TOKEN_ISSUER = 'urn:ai-workflow-studio:mock-tests';

process.env.MOCK_TEST_TOKEN_KEY ??= randomBytes(32).toString('hex');
/** This run's signing key. */
export const TEST_TOKEN_KEY = Buffer.from(process.env.MOCK_TEST_TOKEN_KEY, 'hex');

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface TestTokenOptions {
  /** Seconds until it expires (negative: expired); an hour by default. */
  expiresIn?: number;
  key?: Buffer;
  /** Its audience; the studio project by default. */
  audience?: string[];
  /** `at+jwt` (an access token) by default; `JWT` makes it an ID token. */
  type?: string;
}

/**
 * A signed access token of a dev user, as the provider issues it: `typ: at+jwt`, the studio project in
 * its audience, the user's own roles claim.
 */
export function testToken(
  user: DevUserKey = 'admin',
  { expiresIn = 3600, key = TEST_TOKEN_KEY, audience = [STUDIO_PROJECT_ID], type = 'at+jwt' }: TestTokenOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: type }));
  const roles = ownRolesClaim(DEV_USERS[user]);
  const payload = base64url(
    JSON.stringify({
      iss: TEST_TOKEN_ISSUER,
      sub: DEV_USERS[user].sub,
      aud: audience,
      iat: now,
      exp: now + expiresIn,
      [PROJECT_ROLES_CLAIM]: roles,
      [GENERIC_ROLES_CLAIM]: roles,
    }),
  );
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Whether `token` is one of this run's test tokens, unexpired. Synchronous on purpose (node:crypto): a
 * verification that waits on real async work (WebCrypto) would outrun the fake timers of component tests.
 */
export function verifyTestToken(token: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const expected = createHmac('sha256', TEST_TOKEN_KEY).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    const { iss, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iss?: string; exp?: number };
    return alg === 'HS256' && iss === TEST_TOKEN_ISSUER && typeof exp === 'number' && exp > Date.now() / 1000;
  } catch {
    return false;
  }
}
