/** `npm run mock:server`: the stateful mock backend over HTTP (default http://127.0.0.1:9090). */
import { createMockServer, listen } from './http-server';

const port = Number(process.env.MOCK_SERVER_PORT ?? 9090);
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const server = createMockServer();
await listen(server, port, host);
console.log(`Mock backend listening on http://${host}:${port} (scenario: /__mock/scenario, reset: POST /__mock/reset)`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
