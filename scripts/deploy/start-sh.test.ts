/**
 * deploy/nginx/start.sh without nginx: a stub stands in for the binary (it records that it ran and with what), so
 * these tests check what the script refuses, what it writes and what it would start. `npm run deploy:check` runs the
 * same script with the real nginx.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../src/lib/runtime-config';
import { environmentVariable, RUNTIME_CONFIG_CASES } from '../../src/lib/runtime-config-cases';
import { contentSecurityPolicy, type CspRuntimeConfig, readRuntimeConfigScript } from '../csp';
import { writeScriptHashes } from './build-files';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `studio-start-sh-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build as `npm run build` leaves it: index.html with two inline scripts and .deploy/csp-script-hashes. */
const root = tempDir('root');
writeFileSync(
  join(root, 'index.html'),
  '<!doctype html><script>boot()</script><script src="/runtime-config.js"></script><div id="root"><script> t(); </script></div>',
);
const scriptHashes = writeScriptHashes(root);

const VALID = {
  STUDIO_OIDC_AUTHORITY: 'https://id.example.com',
  STUDIO_OIDC_CLIENT_ID: 'studio-web',
  STUDIO_ENVIRONMENT: 'prd',
};

interface Run {
  status: number | null;
  stderr: string;
  runDir: string;
  /** The stub nginx's arguments, when it was started. */
  nginxArgs?: string[];
  file: (name: string) => string;
}

function start(env: Record<string, string | undefined>): Run {
  const runDir = tempDir('run');
  const stub = join(runDir, '..', `${runDir.split('/').pop()}-nginx`);
  writeFileSync(stub, `#!/bin/sh\nprintf '%s\\n' "$@" > "${stub}.args"\n`);
  chmodSync(stub, 0o755);
  dirs.push(stub, `${stub}.args`);
  const base: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    STUDIO_ROOT: root,
    STUDIO_RUN_DIR: runDir,
    NGINX: stub,
    STUDIO_BROTLI_MODULE: '/nonexistent.so',
  };
  const merged = Object.fromEntries(Object.entries({ ...base, ...VALID, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const result = spawnSync('sh', ['deploy/nginx/start.sh'], { env: merged, encoding: 'utf8' });
  return {
    status: result.status,
    stderr: result.stderr,
    runDir,
    nginxArgs: existsSync(`${stub}.args`) ? readFileSync(`${stub}.args`, 'utf8').trim().split('\n') : undefined,
    file: (name) => readFileSync(join(runDir, name), 'utf8'),
  };
}

/** The CSP an include file of the generated configuration sends. */
const policyIn = (headers: string) => headers.match(/^add_header Content-Security-Policy "([^"]*)" always;$/m)?.[1];
const header = (headers: string, name: string) => headers.match(new RegExp(`^add_header ${name} "([^"]*)" always;$`, 'm'))?.[1];

describe('start.sh refuses a bad environment before nginx starts', () => {
  it.each([
    ['STUDIO_ENVIRONMENT', 'prod'],
    ['STUDIO_ENVIRONMENT', undefined],
    ['STUDIO_OIDC_AUTHORITY', 'not a url'],
    ['STUDIO_OIDC_AUTHORITY', undefined],
    ['STUDIO_OIDC_AUTHORITY', 'javascript:alert(1)'],
    ['STUDIO_OIDC_AUTHORITY', 'https://id.example.com/"onload'],
    ['STUDIO_OIDC_AUTHORITY', 'https://id.example.com/\nadd_header X 1'],
    ['STUDIO_OIDC_AUTHORITY', 'https://id$host.example.com'],
    ['STUDIO_OIDC_CLIENT_ID', undefined],
    ['STUDIO_OIDC_CLIENT_ID', 'studio web'],
    ['STUDIO_API_BASE_URL', '//api.example.com'],
    ['STUDIO_API_BASE_URL', 'https://api.example.com:99999'],
    ['STUDIO_API_MODE', 'mock'],
    ['STUDIO_MOCK_CONTROL_URL', 'http://127.0.0.1:4010\\x'],
    ['STUDIO_SENTRY_DSN', 'sentry'],
    ['STUDIO_ACCOUNT_SETTINGS_URL', 'ftp://id.example.com'],
    ['STUDIO_IDP', "zit'adel"],
    ['STUDIO_OIDC_PROJECT_ID', '1'.repeat(65)],
    ['STUDIO_FEATURE_FLAGS', 'compare;view'],
    // Not the names of the files around (no glob).
    ['STUDIO_FEATURE_FLAGS', '*'],
    ['STUDIO_CSP_EXTRA_ORIGINS', 'localhost:4010'],
    ['STUDIO_PORT', 'http'],
  ])('%s=%j: one line naming the variable, exit 1, no nginx', (name, value) => {
    const run = start({ [name]: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^start\\.sh: ${name} [^\\n]+\\n$`));
    expect(run.nginxArgs).toBeUndefined();
    expect(existsSync(join(run.runDir, 'nginx.conf'))).toBe(false);
  });

  it('says what a bad URL was, as the brief line an operator reads', () => {
    expect(start({ STUDIO_OIDC_AUTHORITY: 'not a url' }).stderr).toMatch(
      /^start\.sh: STUDIO_OIDC_AUTHORITY must be an absolute http\(s\) URL, got "not a url"/,
    );
  });

  it('refuses the in-browser mock on a build without its service worker (a production build)', () => {
    const run = start({ STUDIO_API_MODE: 'msw' });
    expect(run.stderr).toMatch(/^start\.sh: STUDIO_API_MODE=msw needs a mock build \(npm run build:mock\)/);
    expect(run.nginxArgs).toBeUndefined();
    writeFileSync(join(root, 'mockServiceWorker.js'), '');
    try {
      expect(start({ STUDIO_API_MODE: 'msw' }).status).toBe(0);
    } finally {
      rmSync(join(root, 'mockServiceWorker.js'));
    }
  });

  it('refuses a folder that is not a build of npm run build (no .deploy/)', () => {
    const bare = tempDir('bare');
    writeFileSync(join(bare, 'index.html'), '<!doctype html>');
    const run = start({ STUDIO_ROOT: bare });
    expect(run.stderr).toMatch(/^start\.sh: STUDIO_ROOT .*\.deploy\/csp-script-hashes/);
    expect(run.nginxArgs).toBeUndefined();
  });
});

describe('start.sh with a valid environment', () => {
  const env = {
    STUDIO_API_BASE_URL: 'https://API.example.com:443/v1',
    STUDIO_API_MODE: 'live',
    STUDIO_IDP: 'zitadel',
    STUDIO_OIDC_AUTHORITY: 'https://id.example.com:8443/',
    STUDIO_OIDC_CLIENT_ID: 'studio-web',
    STUDIO_OIDC_PROJECT_ID: '283130000000000001',
    STUDIO_ENVIRONMENT: 'stg',
    STUDIO_ACCOUNT_SETTINGS_URL: 'https://id.example.com:8443/ui/console/users/me',
    STUDIO_MOCK_CONTROL_URL: 'http://127.0.0.1:80/__control',
    STUDIO_SENTRY_DSN: 'https://k3y@o1.ingest.sentry.io/42',
    STUDIO_FEATURE_FLAGS: 'compareView, legacyGrid=false,beta=true',
  };

  it('writes the runtime config the app accepts, with the values as given', () => {
    const config = readRuntimeConfigScript(start(env).file('runtime-config.js')) as Record<string, unknown>;
    const expected = {
      apiBaseUrl: env.STUDIO_API_BASE_URL,
      idp: 'zitadel',
      oidcAuthority: env.STUDIO_OIDC_AUTHORITY,
      oidcClientId: 'studio-web',
      oidcProjectId: '283130000000000001',
      environment: 'stg',
      apiMode: 'live',
      accountSettingsUrl: env.STUDIO_ACCOUNT_SETTINGS_URL,
      mockControlUrl: env.STUDIO_MOCK_CONTROL_URL,
      sentryDsn: env.STUDIO_SENTRY_DSN,
      featureFlags: { compareView: true, legacyGrid: false, beta: true },
    };
    expect(config).toEqual(expected);
    expect(parseRuntimeConfig(config)).toEqual(expected);
  });

  it('leaves out what is not set, and the app reads its defaults for them', () => {
    const config = readRuntimeConfigScript(start({}).file('runtime-config.js')) as Record<string, unknown>;
    expect(config).toEqual({
      ...{ apiBaseUrl: '', idp: 'zitadel', apiMode: 'live', featureFlags: {} },
      oidcAuthority: VALID.STUDIO_OIDC_AUTHORITY,
      oidcClientId: 'studio-web',
      environment: 'prd',
    });
    expect(parseRuntimeConfig(config)).toMatchObject({ environment: 'prd', apiMode: 'live', apiBaseUrl: '' });
  });

  it.each<[string, Record<string, string>]>([
    ['stg with Sentry (report-uri), default ports dropped, host case folded', env],
    ['prd, no Sentry, same-origin API', {}],
    ['dev with a DSN: no report-uri', { STUDIO_ENVIRONMENT: 'dev', STUDIO_SENTRY_DSN: 'https://k@sentry.example.com/7' }],
    [
      'the journeys: mock server, local provider, extra origins (duplicates once)',
      {
        STUDIO_ENVIRONMENT: 'local',
        STUDIO_API_MODE: 'server',
        STUDIO_API_BASE_URL: 'http://127.0.0.1:4010',
        STUDIO_MOCK_CONTROL_URL: 'http://127.0.0.1:4010/__control',
        STUDIO_OIDC_AUTHORITY: 'http://localhost:9000',
        STUDIO_CSP_EXTRA_ORIGINS: 'http://127.0.0.1:4011 http://localhost:9000,http://127.0.0.1:4010',
      },
    ],
  ])('sends the CSP scripts/csp.ts builds for the same config: %s', (_name, cases) => {
    const run = start(cases);
    const config = readRuntimeConfigScript(run.file('runtime-config.js')) as CspRuntimeConfig;
    const extraOrigins = (cases.STUDIO_CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
    expect(policyIn(run.file('headers.conf'))).toBe(contentSecurityPolicy({ scriptHashes, config, extraOrigins }));
    expect(policyIn(run.file('headers-callback.conf'))).toBe(contentSecurityPolicy({ scriptHashes, config, extraOrigins, callbackPage: true }));
    expect(policyIn(run.file('headers-popup.conf'))).toBe(contentSecurityPolicy({ scriptHashes, config, extraOrigins }));
  });

  it('sends the other security headers on every kind of response; the provider pop-up return keeps its opener', () => {
    const run = start({});
    for (const file of ['headers.conf', 'headers-callback.conf', 'headers-popup.conf']) {
      const headers = run.file(file);
      expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(headers, 'Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/);
      // The API key copy button writes to the clipboard.
      expect(header(headers, 'Permissions-Policy')).not.toMatch(/clipboard/);
      // HSTS only behind TLS: documented, not sent.
      expect(header(headers, 'Strict-Transport-Security')).toBeUndefined();
      expect(headers).toMatch(/^# add_header Strict-Transport-Security/m);
    }
    expect(header(run.file('headers.conf'), 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(header(run.file('headers-popup.conf'), 'Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  });

  it('starts nginx in the foreground on the run dir, every place of the template filled', () => {
    const run = start({ STUDIO_PORT: '8181' });
    expect(run.status).toBe(0);
    expect(run.nginxArgs).toEqual(['-p', `${run.runDir}/`, '-c', `${run.runDir}/nginx.conf`, '-e', 'stderr']);
    const conf = run.file('nginx.conf');
    expect(conf).not.toMatch(/@[A-Z_]+@/);
    expect(conf).toMatch(/^\s*daemon off;$/m);
    expect(conf).toContain(`root "${root}";`);
    expect(conf).toMatch(/^\s*listen 8181;$/m);
    expect(conf).toContain(`alias ${run.runDir}/runtime-config.js;`);
    expect(run.file('mime.types')).toMatch(/text\/javascript\s+js mjs;/);
  });

  it('loads the brotli module and serves .br only when the module is there', () => {
    const module = join(tempDir('modules'), 'ngx_http_brotli_static_module.so');
    writeFileSync(module, '');
    const conf = start({ STUDIO_BROTLI_MODULE: module }).file('nginx.conf');
    expect(conf).toContain(`load_module ${module};`);
    expect(conf).toMatch(/^\s*brotli_static on;$/m);
    expect(start({}).file('nginx.conf')).not.toMatch(/load_module|brotli_static/);
  });

  it('with STUDIO_CHECK_ONLY=1 writes the files and starts nothing', () => {
    const run = start({ STUDIO_CHECK_ONLY: '1' });
    expect(run.status).toBe(0);
    expect(run.nginxArgs).toBeUndefined();
    expect(run.file('nginx.conf')).toContain('server_tokens off;');
  });
});

describe('start.sh and the app refuse the same runtime config values (src/lib/runtime-config-cases.ts)', () => {
  // The in-browser mock needs a mock build (its service worker); environment variables cannot hold NUL.
  const mockRoot = tempDir('mock-root');
  writeFileSync(join(mockRoot, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8'));
  writeScriptHashes(mockRoot);
  writeFileSync(join(mockRoot, 'mockServiceWorker.js'), '');
  const cases = RUNTIME_CONFIG_CASES.filter((entry) => !entry.value.includes('\u0000'));

  it.each(cases.map((entry) => [entry.key, JSON.stringify(entry.value), entry] as const))('%s = %s', (_key, _shown, entry) => {
    const variable = environmentVariable(entry.key);
    const run = start({ STUDIO_CHECK_ONLY: '1', STUDIO_ROOT: mockRoot, [variable]: entry.value });
    if (entry.error) {
      expect(run.status, `start.sh accepted ${variable}=${JSON.stringify(entry.value)}, which the app refuses`).toBe(1);
      expect(run.stderr).toContain(variable);
    } else expect(run.status, `start.sh refused ${variable}=${JSON.stringify(entry.value)}, which the app accepts: ${run.stderr}`).toBe(0);
  });
});

describe('start.sh: the access log', () => {
  it('goes to stdout by default, to a file or nowhere when asked, and refuses anything else', () => {
    expect(start({ STUDIO_CHECK_ONLY: '1' }).file('nginx.conf')).toContain('access_log /dev/stdout;');
    expect(start({ STUDIO_CHECK_ONLY: '1', STUDIO_ACCESS_LOG: 'off' }).file('nginx.conf')).toContain('access_log off;');
    expect(start({ STUDIO_CHECK_ONLY: '1', STUDIO_ACCESS_LOG: '/var/log/studio.log' }).file('nginx.conf')).toContain('access_log /var/log/studio.log;');
    const refused = start({ STUDIO_ACCESS_LOG: 'logs/x.log' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('STUDIO_ACCESS_LOG must be off or an absolute path');
    expect(refused.nginxArgs).toBeUndefined();
  });
});
