/**
 * Access tokens for tests of the mock backend (Node only): HS256 JWTs signed with a key made at random
 * for this test run (nothing secret in the repo), shared with the processes a run starts through
 * MOCK_TEST_TOKEN_KEY (the contract test's server and its workers). The auth gate trusts them only when
 * a test setup says so (`trustTestTokens()`); the mock server and the browser trust the OpenID Provider.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DEV_USERS, type DevUserKey } from '../fixtures/people';

export const TEST_TOKEN_ISSUER = 'urn:ai-workflow-studio:mock-tests';

process.env.MOCK_TEST_TOKEN_KEY ??= randomBytes(32).toString('hex');
/** This run's signing key. */
export const TEST_TOKEN_KEY = Buffer.from(process.env.MOCK_TEST_TOKEN_KEY, 'hex');

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** A signed access token of a dev user, valid for an hour (or `expiresIn` seconds; negative: expired). */
export function testToken(user: DevUserKey = 'admin', { expiresIn = 3600, key = TEST_TOKEN_KEY }: { expiresIn?: number; key?: Buffer } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: TEST_TOKEN_ISSUER, sub: DEV_USERS[user].sub, iat: now, exp: now + expiresIn }));
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
