// What the benchmarks of the real studio share (bench/first-visit.mjs, bench/lighthouse.mjs): the production
// build in `dist` served as the deployment serves it (gzip, /runtime-config.js for this setup, index.html for
// routes), the local OpenID Provider (mocks/oidc/main.ts) and the mock server (mocks/server/main.ts) on free
// ports, Chromium's path and flags, and the sign-in of a seeded user.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/browser.mjs';

const DIST = 'dist';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** The seeded users of the local provider's sign-in page, one per language. */
export const USERS = [
  { browserLocale: 'en-US', language: 'en-us', button: /Hanako Sato/ },
  { browserLocale: 'ja-JP', language: 'ja-jp', button: /山田 太郎/ },
];

export { CHROMIUM_ARGS };

/** The browser's path (unpacked if needed); throws with the install hint when it cannot run here. */
export async function chromiumExecutable() {
  const build = await ensureChromium();
  if (build.error) throw new Error(build.error);
  return build.path;
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the provider, the mock server and the static host of `dist`; resolves when all answer.
 * `extraRoutes` maps a path to a handler `(response) => void` (a bench's own pages).
 * Returns `{ appUrl, oidcUrl, apiUrl, close }`; `close()` stops all three (also after a failed start).
 */
export async function startStudio({ extraRoutes = {} } = {}) {
  const [appPort, oidcPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const oidcUrl = `http://127.0.0.1:${oidcPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const runtimeConfig = { apiBaseUrl: apiUrl, apiMode: 'server', idp: 'zitadel', oidcAuthority: oidcUrl, oidcClientId: 'studio-local', environment: 'local' };

  const children = [
    spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/oidc/main.ts'], {
      env: { ...process.env, OIDC_PORT: String(oidcPort), OIDC_HOST: '127.0.0.1', OIDC_ISSUER: oidcUrl, OIDC_REDIRECT_ORIGINS: appUrl },
      stdio: 'ignore',
    }),
    spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server/main.ts'], {
      // The mock backend verifies bearer tokens against this run's provider (issue #13 item 5).
      env: { ...process.env, MOCK_SERVER_PORT: String(apiPort), MOCK_TRUSTED_ISSUERS: oidcUrl, MOCK_ALLOWED_ORIGINS: appUrl },
      stdio: 'ignore',
    }),
  ];

  // As nginx serves it (deploy/nginx): text compressed (gzip_static there), hashed assets cached for good.
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (extraRoutes[path]) {
      extraRoutes[path](response);
      return;
    }
    if (path === '/runtime-config.js') {
      response
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(`window.__STUDIO_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`);
      return;
    }
    let file = join(DIST, path);
    if (!existsSync(file) || !statSync(file).isFile()) {
      if (path.startsWith('/assets/') || path.startsWith('/locales/')) {
        response.writeHead(404).end();
        return;
      }
      file = join(DIST, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    let body = readFileSync(file);
    if (type !== 'application/octet-stream' && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    }
    response.writeHead(200, headers).end(body);
  });

  const close = async () => {
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(() => resolve()));
    for (const child of children) child.kill('SIGTERM');
  };
  try {
    await new Promise((resolve, reject) => server.once('error', reject).listen(appPort, '127.0.0.1', resolve));
    await Promise.all([waitFor(`${oidcUrl}/.well-known/openid-configuration`), waitFor(`${apiUrl}/__mock/scenario`)]);
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { appUrl, oidcUrl, apiUrl, close };
}

/**
 * Signs `user` in on `page` (no session yet) at `path` and waits until the app is back from the provider
 * with the project list's table on screen.
 */
export async function signIn(page, { appUrl, user, path = '/poc/projects' }) {
  await page.goto(`${appUrl}${path}`);
  await page.getByRole('button', { name: user.button }).click();
  await page.waitForURL((url) => url.origin === appUrl && !url.pathname.startsWith('/auth/callback'), { timeout: 30_000 });
  await page.locator('table, [role="grid"]').first().waitFor({ timeout: 30_000 });
}
