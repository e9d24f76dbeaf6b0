import { describe, expect, it } from 'vitest';
import { parseEnvironment, setRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('accepts the four environments and refuses anything else', () => {
    for (const env of ['local', 'dev', 'stg', 'prd']) expect(parseEnvironment(env)).toBe(env);
    expect(() => parseEnvironment('production')).toThrow('Unknown environment: production');
    expect(() => parseEnvironment(undefined)).toThrow('Unknown environment: undefined');
  });

  it('fills defaults and refuses an unknown environment', () => {
    expect(setRuntimeConfig({})).toMatchObject({ apiBaseUrl: '', idp: 'zitadel', environment: 'local' });
    expect(() => setRuntimeConfig({ environment: 'qa' })).toThrow('Unknown environment: qa');
  });
});
