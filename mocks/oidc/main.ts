/**
 * `npx tsx mocks/oidc/main.ts`: the local OpenID Provider (default http://localhost:9000).
 * Environment: OIDC_PORT, OIDC_ISSUER, OIDC_HOST, OIDC_CLIENT_ID, OIDC_REDIRECT_ORIGINS
 * (comma-separated), OIDC_ACCESS_TOKEN_TTL (seconds), OIDC_ROTATE_REFRESH_TOKENS (true/false).
 */
import { createOidcProvider } from './provider';

const env = process.env;
const number = (value: string | undefined) => (value ? Number(value) : undefined);

const running = await createOidcProvider({
  issuer: env.OIDC_ISSUER || undefined,
  port: number(env.OIDC_PORT),
  host: env.OIDC_HOST || undefined,
  clientId: env.OIDC_CLIENT_ID || undefined,
  redirectOrigins: env.OIDC_REDIRECT_ORIGINS ? env.OIDC_REDIRECT_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean) : undefined,
  accessTokenTtlSeconds: number(env.OIDC_ACCESS_TOKEN_TTL),
  rotateRefreshTokens: env.OIDC_ROTATE_REFRESH_TOKENS ? env.OIDC_ROTATE_REFRESH_TOKENS !== 'false' : undefined,
});

console.log(`Local OpenID Provider (development only) listening: issuer ${running.issuer}`);
console.log(`  client id: ${running.clientId} (public, PKCE S256)`);
console.log(`  discovery: ${running.issuer}/.well-known/openid-configuration`);
console.log(`  redirect URIs: ${running.redirectUris.join(', ')}`);

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
