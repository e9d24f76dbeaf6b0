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
  redirectOrigins: env.OIDC_REDIRECT_ORIGINS
    ? env.OIDC_REDIRECT_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : undefined,
  accessTokenTtlSeconds: number(env.OIDC_ACCESS_TOKEN_TTL),
  rotateRefreshTokens: env.OIDC_ROTATE_REFRESH_TOKENS ? env.OIDC_ROTATE_REFRESH_TOKENS !== 'false' : undefined,
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  // Another program has the port: say which variable moves the provider, rather than a stack trace.
  const port = env.OIDC_PORT || (env.OIDC_ISSUER && new URL(env.OIDC_ISSUER).port) || '9000';
  console.error(
    `Local OpenID Provider: port ${port} is in use by another program. Stop it, or set OIDC_PORT to a free port (e.g. OIDC_PORT=${Number(port) + 1}).`,
  );
  process.exit(1);
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
