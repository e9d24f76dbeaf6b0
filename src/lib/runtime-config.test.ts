import { describe, expect, it } from 'vitest';
import { parseEnvironment, setRuntimeConfig } from './runtime-config';

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
});
