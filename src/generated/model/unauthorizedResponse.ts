import type { Error } from './error';

/**
 * The bearer access token is missing, malformed, expired, not verifiable, not an access token (an ID token) or not issued for the studio API (its audience). `WWW-Authenticate` names the scheme, and `error="invalid_token"` when a token was sent (RFC 6750 §3).
 */
export type UnauthorizedResponse = Error;
