/** A production build ships a runtime-config.js that sets nothing (scripts/production-runtime-config.ts); mock builds keep the local default. */
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, readRuntimeConfigScript } from './csp';
import { keepsMockRuntimeConfig, NO_RUNTIME_CONFIG_SCRIPT, productionRuntimeConfig } from './production-runtime-config';

/** The files the plugin emits when a build in `mode` bundles. */
function emittedIn(mode: string): Array<{ fileName?: string; source?: unknown }> {
  const plugin = productionRuntimeConfig();
  const emitted: Array<{ fileName?: string; source?: unknown }> = [];
  (plugin.configResolved as (config: ResolvedConfig) => void)({ mode } as ResolvedConfig);
  (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) });
  return emitted;
}

describe('productionRuntimeConfig', () => {
  it('replaces the mock default in a production build (and any build that is not a mock build)', () => {
    for (const mode of ['production', 'staging']) {
      expect(emittedIn(mode)).toEqual([{ type: 'asset', fileName: 'runtime-config.js', source: NO_RUNTIME_CONFIG_SCRIPT }]);
    }
  });

  it('leaves the local default of public/runtime-config.js to mock builds', () => {
    expect(keepsMockRuntimeConfig('msw')).toBe(true);
    expect(emittedIn('msw')).toEqual([]);
    expect(readRuntimeConfigScript(readFileSync('public/runtime-config.js', 'utf8'))).toMatchObject({ apiMode: 'msw', environment: 'local' });
  });

  it('only builds (the dev server and `npm start` serve public/runtime-config.js)', () => {
    expect(productionRuntimeConfig().apply).toBe('build');
  });

  it('writes a file that sets no configuration, which the CSP builder reads as none (connections to the studio only)', () => {
    expect(readRuntimeConfigScript(NO_RUNTIME_CONFIG_SCRIPT)).toEqual({});
    expect(NO_RUNTIME_CONFIG_SCRIPT).toContain('deploy/nginx/start.sh');
    expect(contentSecurityPolicy({ scriptHashes: [], config: readRuntimeConfigScript(NO_RUNTIME_CONFIG_SCRIPT) })).toContain("connect-src 'self';");
  });
});
