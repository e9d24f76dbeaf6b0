/** The Content-Security-Policy builder (scripts/csp.ts) and the build's hardening plugins (scripts/vite-hardening.ts). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectOrigins, contentSecurityPolicy, inlineScriptHashes, readRuntimeConfigScript, sentryEndpoints } from './csp';
import { metaValidatorModule, moveSourceMaps } from './vite-hardening';

/** The policy as a map of directive → sources. */
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

const HTML = `<!doctype html><html><head>
<style>#boot { color: red; }</style>
<script>alert(1)</script>
<script src="/runtime-config.js"></script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"><script>
  document.title = 'x';
</script></div></body></html>`;

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text exactly as written (sha256, base64), and no script with src", () => {
    expect(inlineScriptHashes(HTML)).toEqual([
      // Both computed apart: printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      // Leading and trailing white space are part of the hashed text.
      "'sha256-0SX4jMhs7l97IoYOeSnTXUaCyVfw3sk/v1bM3Qo8YeA='",
    ]);
  });

  it('finds the two inline scripts of the studio index.html (the loading state)', () => {
    expect(inlineScriptHashes(readFileSync('index.html', 'utf8'))).toHaveLength(2);
  });
});

describe('contentSecurityPolicy', () => {
  const config = {
    apiBaseUrl: 'https://api.example.com/studio',
    oidcAuthority: 'https://id.example.com',
    environment: 'prd',
    sentryDsn: 'https://public123@o42.ingest.sentry.io/4507',
  };

  it('allows scripts from the studio and the hashed inline scripts only: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], config }));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('connects to the studio, the backend, the identity provider and the error reporter of the runtime config', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: [], config }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://id.example.com', 'https://o42.ingest.sentry.io']);
    // The silent renew without a refresh token: a hidden frame to the provider, back to /auth/callback.
    expect(policy['frame-src']).toEqual(["'self'", 'https://id.example.com']);
  });

  it('leaves out what the runtime config does not name: same-origin API, no error reporter', () => {
    const local = { apiBaseUrl: '', oidcAuthority: 'http://localhost:9000', mockControlUrl: 'http://127.0.0.1:9411', environment: 'local' };
    expect(connectOrigins(local)).toEqual(['http://localhost:9000', 'http://127.0.0.1:9411']);
    expect(connectOrigins({ apiBaseUrl: '/api', oidcAuthority: 'not a url' })).toEqual([]);
    expect(connectOrigins(local, ['http://127.0.0.1:9420', 'http://localhost:9000/ignored-path'])).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9411',
      'http://127.0.0.1:9420',
    ]);
    expect(contentSecurityPolicy({ scriptHashes: [], config: local })).not.toContain('report-uri');
  });

  it("reports violations to the error reporter's CSP endpoint in stg and prd only", () => {
    expect(sentryEndpoints(config)).toEqual({
      origin: 'https://o42.ingest.sentry.io',
      reportUri: 'https://o42.ingest.sentry.io/api/4507/security/?sentry_key=public123&sentry_environment=prd',
    });
    expect(directives(contentSecurityPolicy({ scriptHashes: [], config }))['report-uri']).toEqual([sentryEndpoints(config)!.reportUri]);
    expect(sentryEndpoints({ ...config, environment: 'dev' })).toEqual({ origin: 'https://o42.ingest.sentry.io' });
    expect(sentryEndpoints({ ...config, sentryDsn: 'nonsense' })).toBeUndefined();
  });

  it('lets nobody frame the studio, except the studio itself framing its sign-in return', () => {
    expect(directives(contentSecurityPolicy({ scriptHashes: [], config }))['frame-ancestors']).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ scriptHashes: [], config, callbackPage: true }))['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe('readRuntimeConfigScript', () => {
  it('reads the configuration a runtime-config.js sets', () => {
    expect(readRuntimeConfigScript(readFileSync('public/runtime-config.js', 'utf8'))).toMatchObject({ oidcAuthority: 'http://localhost:9000', apiBaseUrl: '' });
  });
});

describe('moveSourceMaps', () => {
  it('moves every .map out of the served folder, keeping paths, and replaces what an earlier build left', () => {
    const root = mkdtempSync(join(tmpdir(), 'studio-maps-'));
    try {
      const dist = join(root, 'dist');
      const maps = join(root, 'dist-sourcemaps');
      mkdirSync(join(dist, 'assets'), { recursive: true });
      mkdirSync(maps);
      writeFileSync(join(maps, 'stale.js.map'), '{}');
      for (const file of ['assets/a.js', 'assets/a.js.map', 'assets/b.css.map', 'index.html']) writeFileSync(join(dist, file), 'x');

      expect(moveSourceMaps(dist, maps)).toBe(2);
      expect(readdirSync(join(dist, 'assets'))).toEqual(['a.js']);
      expect(readdirSync(join(maps, 'assets')).sort()).toEqual(['a.js.map', 'b.css.map']);
      expect(existsSync(join(maps, 'stale.js.map'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('metaValidatorModule', () => {
  it('is plain code: nothing compiled at run time, no CommonJS require', () => {
    const { code, imports } = metaValidatorModule();
    expect(imports).toEqual(['ajv/dist/runtime/equal.js']);
    expect(code).not.toMatch(/new Function|\bFunction\(|\beval\(|\brequire\(/);
    expect(code).toContain('export default validate');
  });
});
