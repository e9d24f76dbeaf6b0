/** `npm run mock:server`: the stateful mock backend over HTTP (default http://127.0.0.1:9090). */
import { trustIssuers } from '../lib/auth-gate';
import { DEFAULT_STUDIO_ORIGINS, setStudioOrigins, studioOrigins } from '../lib/studio-origins';
import { createMockServer, listen } from './http-server';

// Whose access tokens the backend accepts: the local OpenID Providers' issuer URLs (comma-separated),
// by default the one `npm start` runs.
const issuers = (process.env.MOCK_TRUSTED_ISSUERS ?? `http://localhost:${process.env.OIDC_PORT ?? '9000'}`)
  .split(',')
  .map((i) => i.trim())
  .filter(Boolean);
trustIssuers(issuers);

// The studio's origins: the only ones CORS answers and OAuth redirect URIs may name (comma-separated).
const origins = (process.env.MOCK_ALLOWED_ORIGINS ?? DEFAULT_STUDIO_ORIGINS.join(','))
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
try {
  setStudioOrigins(origins);
} catch {
  console.error(`MOCK_ALLOWED_ORIGINS must be a comma-separated list of URLs, got: ${process.env.MOCK_ALLOWED_ORIGINS}`);
  process.exit(2);
}

const port = Number(process.env.MOCK_SERVER_PORT ?? 9090);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
// Demo mode (the control endpoints that reset data and switch roles): on unless MOCK_DEMO=0, and served
// to loopback callers only.
const demo = process.env.MOCK_DEMO !== '0';
const server = createMockServer({ demo });
await listen(server, port, host).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  // Another program has the port: say which variable moves the mock server, rather than a stack trace.
  console.error(
    `Mock backend: port ${port} is in use by another program. Stop it, or set MOCK_SERVER_PORT to a free port (e.g. MOCK_SERVER_PORT=${port + 1}).`,
  );
  process.exit(1);
});
console.log(
  `Mock backend listening on http://${host}:${port}; CORS for ${studioOrigins().join(', ')}; tokens of ${issuers.join(', ')}; ` +
    (demo ? 'demo controls on loopback (/__mock/scenario, POST /__mock/reset)' : 'demo controls off'),
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
