import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { authenticationSchema, sameAuthentication, SCOPES_MAX, validateAuthentication } from './authentication-form';

const i18n = createTestI18n('en-us');
const t = i18n.t.bind(i18n);

describe('the authentication field', () => {
  it('takes null (no sign-in) or a provider with one to 30 scopes', () => {
    const schema = authenticationSchema(t);
    expect(schema.safeParse(null).success).toBe(true);
    expect(schema.safeParse({ provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readwrite'] }).success).toBe(true);
    const none = schema.safeParse({ provider: 'AUTH_PROVIDER_BOX', scopes: [] });
    expect(none.success).toBe(false);
    expect(none.error?.issues).toEqual([expect.objectContaining({ path: ['scopes'], message: 'Choose at least one scope.' })]);
    const many = Array.from({ length: SCOPES_MAX + 1 }, (_, index) => `scope_${index}`);
    expect(validateAuthentication(t, { provider: 'AUTH_PROVIDER_GOOGLE', scopes: many })).toBe('Choose at most 30 scopes.');
    expect(schema.safeParse({ provider: 'AUTH_PROVIDER_SLACK', scopes: ['x'] }).success).toBe(false);
    expect(validateAuthentication(t, null)).toBeUndefined();
  });

  it('compares settings regardless of the order of the scopes', () => {
    expect(sameAuthentication(null, null)).toBe(true);
    expect(sameAuthentication({ provider: 'AUTH_PROVIDER_BOX', scopes: ['a', 'b'] }, { provider: 'AUTH_PROVIDER_BOX', scopes: ['b', 'a'] })).toBe(true);
    expect(sameAuthentication({ provider: 'AUTH_PROVIDER_BOX', scopes: ['a'] }, { provider: 'AUTH_PROVIDER_GOOGLE', scopes: ['a'] })).toBe(false);
    expect(sameAuthentication({ provider: 'AUTH_PROVIDER_BOX', scopes: ['a'] }, null)).toBe(false);
  });
});
