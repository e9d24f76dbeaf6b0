/** `npm run mock:server`: the stateful mock backend over HTTP (default http://127.0.0.1:9090). */
import { trustIssuers } from '../lib/auth-gate';
import { createMockServer, listen } from './http-server';

// Whose access tokens the backend accepts: the local OpenID Providers' issuer URLs (comma-separated),
// by default the one `npm start` runs.
const issuers = (process.env.MOCK_TRUSTED_ISSUERS ?? `http://localhost:${process.env.OIDC_PORT ?? '9000'}`).split(',').map((i) => i.trim()).filter(Boolean);
trustIssuers(issuers);

const port = Number(process.env.MOCK_SERVER_PORT ?? 9090);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const server = createMockServer();
await listen(server, port, host);
console.log(`Mock backend listening on http://${host}:${port} (scenario: /__mock/scenario, reset: POST /__mock/reset); tokens of ${issuers.join(', ')}`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
