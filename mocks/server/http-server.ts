/**
 * The mock backend over real HTTP: a small node:http server around msw's `getResponse`, serving the
 * same handlers as the browser worker. It answers every request: an unknown route is a 404 and an
 * unexpected failure a 500, both with the contract's error body; it never crashes on bad input.
 * CORS answers only the studio's origins (mocks/lib/studio-origins.ts), never `*`.
 * Control endpoints for tests and demos (not part of the contract): GET/PUT /__mock/scenario,
 * POST /__mock/reset — only in demo mode, only from the loopback interface, and only from no origin (a
 * tool, a test) or one of the studio's: another web page can neither change the roles nor wipe the data.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { db } from '../lib/db';
import { scenario } from '../lib/scenario';
import { isStudioOrigin } from '../lib/studio-origins';
import { bodyTooLargeMessage } from '../lib/validate';

const MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface MockServerOptions {
  /** Serve the control endpoints (on loopback only); default true. */
  demo?: boolean;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idp, aiw-tenant-id',
  // As the contract's CORS note says: the studio reads a download's file name, a 429's wait and a 401's reason.
  'access-control-expose-headers': 'content-disposition, retry-after, www-authenticate',
  'access-control-max-age': '600',
};

/** CORS headers for the request's origin: only a studio origin is answered. */
function corsFor(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!isStudioOrigin(origin)) return { vary: 'Origin' };
  return { ...CORS_HEADERS, 'access-control-allow-origin': origin!, vary: 'Origin' };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function errorBody(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { ...corsFor(res.req), 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: status, message }));
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is read and dropped, so the client gets the 413 instead of a reset.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw Object.assign(new Error('too large'), { status: 413 });
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

async function control(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer | undefined): Promise<void> {
  const send = (status: number, value: unknown) => {
    res.writeHead(status, { ...corsFor(req), 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (path === '/__mock/scenario' && req.method === 'GET') return send(200, scenario.get());
  if (path === '/__mock/scenario' && req.method === 'PUT') {
    try {
      return send(200, scenario.set(JSON.parse(body?.toString('utf8') || '{}')));
    } catch {
      return errorBody(res, 400, 'Invalid scenario');
    }
  }
  if (path === '/__mock/reset' && req.method === 'POST') {
    db.reset();
    scenario.reset();
    return send(200, { reset: true });
  }
  return errorBody(res, 404, 'Not Found');
}

/** Whether this request may use the control endpoints. */
function controlAllowed(req: IncomingMessage, demo: boolean): boolean {
  if (!demo || !LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  const origin = req.headers.origin;
  return origin === undefined || isStudioOrigin(origin);
}

async function handle(req: IncomingMessage, res: ServerResponse, origin: string, demo: boolean): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsFor(req));
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', origin);
  let body: Buffer | undefined;
  try {
    body = await readBody(req);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 400;
    return errorBody(res, status, status === 413 ? bodyTooLargeMessage : 'Invalid request');
  }
  if (url.pathname.startsWith('/__mock/')) {
    if (!controlAllowed(req, demo)) return errorBody(res, demo ? 403 : 404, demo ? 'Forbidden' : 'Not Found');
    return control(req, res, url.pathname, body);
  }

  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) return errorBody(res, 404, 'Not Found');
  const outHeaders: Record<string, string> = { ...corsFor(req) };
  response.headers.forEach((value, key) => {
    outHeaders[key] = value;
  });
  res.writeHead(response.status, outHeaders);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function createMockServer({ demo = true }: MockServerOptions = {}): Server {
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    handle(req, res, origin, demo).catch((error: unknown) => {
      // A response thrown outside a resolver, or a bug: answer with the error body, keep serving.
      if (error instanceof Response) {
        error.text().then(
          (text) => {
            res.writeHead(error.status, { ...corsFor(req), 'content-type': 'application/json' });
            res.end(text);
          },
          () => errorBody(res, 500, 'Internal Server Error'),
        );
        return;
      }
      console.error('[mock-server]', error);
      if (!res.headersSent) errorBody(res, 500, 'Internal Server Error');
      else res.end();
    });
  });
  return server;
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}
