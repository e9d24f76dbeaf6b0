// `npm run deploy:check [outDir=dist]` (issue #33): serves a build with the real nginx through deploy/nginx/start.sh
// (the same script and template as the container), then checks what a browser gets: the security headers on every
// response, caching, precompressed assets, the SPA fallback, the callback's policy, the runtime config from the
// environment and 404s for missing files, source maps, .vite/ and dotfiles. Prints a table; exits 1 on any miss.
// Also checks that a bad environment stops start.sh with a message naming the variable before nginx starts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const outDir = resolve(process.argv[2] ?? 'dist');
const NGINX = process.env.NGINX ?? 'nginx';
const START = resolve('deploy/nginx/start.sh');
const BROTLI_MODULE = process.env.STUDIO_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL = 'apt-get install -y nginx-light libnginx-mod-http-brotli-static';

if (spawnSync(NGINX, ['-v']).error) {
  console.error(`deploy:check: no nginx (${NGINX}). Install Debian's: ${INSTALL}`);
  process.exit(1);
}
if (!existsSync(join(outDir, '.deploy', 'csp-script-hashes'))) {
  console.error(`deploy:check: ${outDir} is not a build of \`npm run build\` (no .deploy/): build it first`);
  process.exit(1);
}

/** A valid deployment's environment (the values only need to be well-formed: nothing is called). */
const ENV = {
  STUDIO_API_BASE_URL: 'https://api.studio.example.com/v1',
  STUDIO_API_MODE: 'live',
  STUDIO_OIDC_AUTHORITY: 'https://id.example.com',
  STUDIO_OIDC_CLIENT_ID: 'studio-check',
  STUDIO_OIDC_PROJECT_ID: '283130000000000001',
  STUDIO_ENVIRONMENT: 'stg',
  STUDIO_ACCOUNT_SETTINGS_URL: 'https://id.example.com/ui/console/users/me',
  STUDIO_SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
  STUDIO_FEATURE_FLAGS: 'compareView,legacyGrid=false',
  STUDIO_CSP_EXTRA_ORIGINS: 'http://127.0.0.1:4010',
};
const EXPECTED_CONFIG = {
  apiBaseUrl: ENV.STUDIO_API_BASE_URL,
  idp: 'zitadel',
  oidcAuthority: ENV.STUDIO_OIDC_AUTHORITY,
  oidcClientId: ENV.STUDIO_OIDC_CLIENT_ID,
  oidcProjectId: ENV.STUDIO_OIDC_PROJECT_ID,
  environment: ENV.STUDIO_ENVIRONMENT,
  apiMode: ENV.STUDIO_API_MODE,
  accountSettingsUrl: ENV.STUDIO_ACCOUNT_SETTINGS_URL,
  sentryDsn: ENV.STUDIO_SENTRY_DSN,
  featureFlags: { compareView: true, legacyGrid: false },
};

const freePort = () =>
  new Promise((done, failed) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', failed);
  });

/** One GET without decompression: status, headers, body. */
const get = (port, path, headers = {}) =>
  new Promise((done, failed) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', failed);
    req.end();
  });

const runDirs = [];
const runDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-nginx-check-'));
  runDirs.push(dir);
  return dir;
};
const startEnv = (port, extra = {}) => ({ ...process.env, ...ENV, STUDIO_ROOT: outDir, STUDIO_PORT: String(port), STUDIO_RUN_DIR: runDir(), NGINX, ...extra });

const failures = [];
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// --- A bad environment: start.sh stops before nginx, naming the variable. ---------------------------------------
for (const [name, value] of [
  ['STUDIO_ENVIRONMENT', 'prod'],
  ['STUDIO_OIDC_AUTHORITY', 'not a url'],
]) {
  const port = await freePort();
  const run = spawnSync('sh', [START], { env: startEnv(port, { [name]: value }), encoding: 'utf8', timeout: 10_000 });
  await sleep(300);
  const listening = await get(port, '/').then(
    () => true,
    () => false,
  );
  const message = run.stderr.trim();
  const ok = run.status !== 0 && message.split('\n').length === 1 && message.startsWith(`start.sh: ${name} `) && !listening;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${name}=${JSON.stringify(value)}: exit ${run.status}, ${listening ? 'nginx answered' : 'nginx not started'}: ${message}`,
  );
  if (!ok) failures.push(`bad ${name} did not stop the start`);
}

// --- The server. ----------------------------------------------------------------------------------------------------
const port = await freePort();
const nginx = spawn('sh', [START], { env: startEnv(port), stdio: ['ignore', 'ignore', 'pipe'] });
let stderr = '';
nginx.stderr.on('data', (chunk) => (stderr += chunk));
const exited = new Promise((done) => nginx.on('exit', done));
// Never leave nginx running, whatever happens below.
process.on('exit', () => nginx.kill('SIGTERM'));
let up = false;
for (let attempt = 0; attempt < 100 && nginx.exitCode === null && !up; attempt++) {
  up = await get(port, '/').then(
    () => true,
    () => false,
  );
  if (!up) await sleep(100);
}
if (!up) {
  console.error(`deploy:check: nginx did not answer on port ${port}:\n${stderr}`);
  nginx.kill('SIGTERM');
  process.exit(1);
}

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '/assets/missing-entry.js';
const hashes = readFileSync(join(outDir, '.deploy', 'csp-script-hashes'), 'utf8')
  .trim()
  .split('\n');
const brotli = existsSync(BROTLI_MODULE);

const directive = (policy, name) => (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
const cspCheck = (ancestors) => (policy) =>
  !!policy &&
  hashes.every((hash) => directive(policy, 'script-src').includes(hash)) &&
  ['https://api.studio.example.com', 'https://id.example.com', 'https://o1.ingest.sentry.io', 'http://127.0.0.1:4010'].every((origin) =>
    directive(policy, 'connect-src').includes(origin),
  ) &&
  directive(policy, 'frame-src') === "frame-src 'self' https://id.example.com http://127.0.0.1:4010" &&
  directive(policy, 'frame-ancestors') === `frame-ancestors ${ancestors}` &&
  directive(policy, 'report-uri') === 'report-uri https://o1.ingest.sentry.io/api/42/security/?sentry_key=abc123&sentry_environment=stg';
const COMMON = {
  'content-security-policy': cspCheck("'none'"),
  'x-content-type-options': (value) => value === 'nosniff',
  'referrer-policy': (value) => value === 'strict-origin-when-cross-origin',
  'permissions-policy': (value) =>
    !!value && ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].every((deny) => value.includes(deny)) && !value.includes('clipboard'),
  'cross-origin-opener-policy': (value) => value === 'same-origin-allow-popups',
  server: (value) => value === 'nginx',
};
const APP = {
  status: 200,
  'content-type': (value) => value?.startsWith('text/html'),
  'cache-control': (value) => value === 'no-store',
  body: (body) => body.includes('id="root"'),
};
const NOT_FOUND = {
  status: 404,
  'content-type': (value) => value?.startsWith('text/plain'),
  'cache-control': (value) => value === 'no-store',
  body: (body) => body === 'Not found\n',
};
const evaluated = (body) => {
  const sandbox = { window: {} };
  try {
    runInNewContext(body, sandbox);
  } catch {
    return false;
  }
  return JSON.stringify(sandbox.window.__STUDIO_CONFIG__) === JSON.stringify(EXPECTED_CONFIG);
};

const CASES = [
  ['/poc/projects/prj_support/workflows/editor/wf_support_triage', APP],
  ['/poc/projects/prj_support/workflows/list/release.v2', APP],
  ['/', APP],
  ['/index.html', APP],
  [
    asset,
    {
      status: 200,
      'content-type': (value) => value?.startsWith('text/javascript'),
      'cache-control': (value) => value === 'public, max-age=31536000, immutable',
      'content-encoding': (value) => value === (brotli ? 'br' : 'gzip'),
      vary: (value) => /accept-encoding/i.test(value ?? ''),
    },
  ],
  [
    `${asset}?gzip`,
    {
      status: 200,
      'cache-control': (value) => value === 'public, max-age=31536000, immutable',
      'content-encoding': (value) => value === 'gzip',
    },
    { 'accept-encoding': 'gzip' },
  ],
  ['/auth/callback', { ...APP, 'content-security-policy': cspCheck("'self'") }],
  ['/custom-nodes/auth/callback', { ...APP, 'cross-origin-opener-policy': (value) => value === 'unsafe-none' }],
  [
    '/runtime-config.js',
    { status: 200, 'content-type': (value) => value?.startsWith('text/javascript'), 'cache-control': (value) => value === 'no-store', body: evaluated },
  ],
  ['/favicon.svg', { status: 200, 'content-type': (value) => value?.startsWith('image/svg+xml'), 'cache-control': (value) => value === 'no-cache' }],
  ['/assets/missing.js', NOT_FOUND],
  ['/nope.png', NOT_FOUND],
  [`${asset}.map`, NOT_FOUND],
  ['/.vite/manifest.json', NOT_FOUND],
  ['/.deploy/csp-script-hashes', NOT_FOUND],
  ['/.env', NOT_FOUND],
];

const decoded = ({ headers, body }) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

const rows = [];
for (const [path, expected, headers = { 'accept-encoding': 'br, gzip' }] of CASES) {
  const response = await get(port, path, headers);
  const checks = { ...COMMON, ...expected };
  for (const [header, check] of Object.entries(checks)) {
    let value;
    let ok;
    if (header === 'status') [value, ok] = [String(response.status), response.status === check];
    else if (header === 'body') [value, ok] = ['(body)', check(decoded(response).toString('utf8'))];
    else [value, ok] = [response.headers[header], check(response.headers[header])];
    rows.push({ path, header, ok, value: value ?? '(none)' });
    if (!ok) failures.push(`${path}: ${header} ${value ?? '(none)'}`);
  }
}

nginx.kill('SIGTERM');
await exited;
for (const dir of runDirs) rmSync(dir, { recursive: true, force: true });

// The table: one row a path, one column a header (ok, or MISS with the value below).
const columns = [...new Set(rows.map((row) => row.header))];
const short = {
  'content-security-policy': 'csp',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'referrer',
  'permissions-policy': 'permissions',
  'cross-origin-opener-policy': 'coop',
  'content-type': 'type',
  'cache-control': 'cache',
  'content-encoding': 'encoding',
};
const width = Math.max(...CASES.map(([path]) => path.length));
const cell = (text, header) => text.padEnd(Math.max((short[header] ?? header).length, 4));
console.log(`\n${'path'.padEnd(width)}  ${columns.map((header) => cell(short[header] ?? header, header)).join(' ')}`);
for (const [path] of CASES) {
  const cells = columns.map((header) => {
    const row = rows.find((candidate) => candidate.path === path && candidate.header === header);
    return cell(!row ? '-' : row.ok ? (header === 'status' ? row.value : 'ok') : 'MISS', header);
  });
  console.log(`${path.padEnd(width)}  ${cells.join(' ')}`);
}
const values = (header) => [...new Set(rows.filter((row) => row.header === header && row.ok).map((row) => row.value))];
for (const header of ['content-security-policy', 'cross-origin-opener-policy', 'permissions-policy', 'cache-control', 'content-encoding']) {
  console.log(`\n${header}:\n  ${values(header).join('\n  ')}`);
}
console.log(
  failures.length
    ? `\ndeploy:check: ${failures.length} misses:\n  ${failures.join('\n  ')}`
    : `\ndeploy:check: ${spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim()} on ${outDir}: every header, cache rule and 404 as expected (${brotli ? 'brotli and gzip' : 'gzip only: no brotli module'})`,
);
process.exit(failures.length ? 1 : 0);
