import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig as e2eRuntimeConfig } from '../../e2e/support/env';
import { readRuntimeConfigScript } from '../../scripts/csp';
import { startPlan } from '../../scripts/start-plan.mjs';
import { environmentVariable, RUNTIME_CONFIG_CASES } from './runtime-config-cases';
import { forgetRuntimeConfig, getRuntimeConfig, parseEnvironment, parseRuntimeConfig, RuntimeConfigError, setRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('accepts the four environments and refuses anything else', () => {
    for (const env of ['local', 'dev', 'stg', 'prd']) expect(parseEnvironment(env)).toBe(env);
    expect(() => parseEnvironment('production')).toThrow('Unknown environment: production');
    expect(() => parseEnvironment(undefined)).toThrow('Unknown environment: undefined');
  });

  it('fills defaults and refuses an unknown environment', () => {
    expect(setRuntimeConfig({})).toMatchObject({ apiBaseUrl: '', idp: 'zitadel', environment: 'local', apiMode: 'live', featureFlags: {} });
    expect(() => setRuntimeConfig({ environment: 'qa' })).toThrow('Unknown environment: qa');
  });

  it('refuses malformed values with a clear message', () => {
    expect(() => setRuntimeConfig({ idp: '' })).toThrow('Invalid runtime config: idp');
    expect(() => setRuntimeConfig({ apiMode: 'mock' })).toThrow('Invalid runtime config: apiMode must be one of msw, server, prism, live');
    expect(() => setRuntimeConfig({ apiBaseUrl: 42 })).toThrow('Invalid runtime config: apiBaseUrl');
    expect(() => setRuntimeConfig({ featureFlags: { beta: 'yes' } })).toThrow('featureFlags');
    expect(setRuntimeConfig({ featureFlags: { beta: true }, mockControlUrl: 'http://127.0.0.1:9411' })).toMatchObject({
      featureFlags: { beta: true },
      mockControlUrl: 'http://127.0.0.1:9411',
    });
  });

  it('takes the account settings page when given, and leaves it out otherwise', () => {
    expect(setRuntimeConfig({ accountSettingsUrl: 'http://localhost:9000/ui/console/users/me' }).accountSettingsUrl).toBe(
      'http://localhost:9000/ui/console/users/me',
    );
    expect(setRuntimeConfig({})).not.toHaveProperty('accountSettingsUrl');
    expect(setRuntimeConfig({ accountSettingsUrl: '' })).not.toHaveProperty('accountSettingsUrl');
    expect(() => setRuntimeConfig({ accountSettingsUrl: 7 })).toThrow('Invalid runtime config: accountSettingsUrl');
  });

  describe('the rules table (runtime-config-cases.ts, shared with the server start script)', () => {
    it.each(RUNTIME_CONFIG_CASES.filter((entry) => !entry.error))('accepts $key = $value', ({ key, value }) => {
      const config = parseRuntimeConfig({ [key]: value }) as unknown as Record<string, unknown>;
      // An optional setting given as '' is left out; anything else is kept as given.
      expect(config[key]).toBe(value === '' && !(key in parseRuntimeConfig({})) ? undefined : value);
    });

    it.each(RUNTIME_CONFIG_CASES.filter((entry) => entry.error))('refuses $key = $value', ({ key, value, error }) => {
      let thrown: unknown;
      try {
        parseRuntimeConfig({ [key]: value });
      } catch (caught) {
        thrown = caught;
      }
      expect(thrown).toBeInstanceOf(RuntimeConfigError);
      expect((thrown as RuntimeConfigError).message).toBe(error);
      expect((thrown as RuntimeConfigError).key).toBe(key);
    });

    it("names each setting's environment variable as the issue does (STUDIO_API_BASE_URL, STUDIO_OIDC_AUTHORITY, …)", () => {
      expect(['apiBaseUrl', 'oidcAuthority', 'sentryDsn', 'environment'].map(environmentVariable)).toEqual([
        'STUDIO_API_BASE_URL',
        'STUDIO_OIDC_AUTHORITY',
        'STUDIO_SENTRY_DSN',
        'STUDIO_ENVIRONMENT',
      ]);
    });

    it('covers every URL setting, each with values it refuses', () => {
      for (const key of ['apiBaseUrl', 'oidcAuthority', 'accountSettingsUrl', 'mockControlUrl', 'sentryDsn', 'environment', 'apiMode']) {
        expect(RUNTIME_CONFIG_CASES.filter((entry) => entry.key === key && entry.error).length, key).toBeGreaterThan(0);
      }
    });
  });

  describe('the page without a configuration', () => {
    afterEach(() => {
      delete (globalThis as { window?: unknown }).window;
      forgetRuntimeConfig();
    });

    it('is an error when runtime-config.js set nothing (a production build whose server wrote no config)', () => {
      (globalThis as { window?: unknown }).window = {};
      forgetRuntimeConfig();
      expect(() => getRuntimeConfig()).toThrow(RuntimeConfigError);
      expect(() => getRuntimeConfig()).toThrow('No runtime config');
    });

    it("reads the page's configuration once it is there", () => {
      (globalThis as { window?: unknown }).window = { __STUDIO_CONFIG__: { environment: 'stg', oidcAuthority: 'https://id.example.com' } };
      forgetRuntimeConfig();
      expect(getRuntimeConfig()).toMatchObject({ environment: 'stg', oidcAuthority: 'https://id.example.com' });
    });
  });

  it("accepts the configs the repository's own servers give the studio (mock default, npm start, the journeys)", () => {
    const ports = { app: 5173, oidc: 9000, mock: 9090 };
    const configs = [
      readRuntimeConfigScript(readFileSync('public/runtime-config.js', 'utf8')),
      e2eRuntimeConfig(),
      startPlan({ shared: false, viteArgs: [] }, ports, {}).runtimeConfig,
      startPlan({ shared: true, viteArgs: [] }, ports, { OIDC_HOST: '::1', MOCK_SERVER_HOST: '::1' }).runtimeConfig,
    ];
    for (const config of configs) expect(() => parseRuntimeConfig(config as Record<string, unknown>)).not.toThrow();
  });
});
