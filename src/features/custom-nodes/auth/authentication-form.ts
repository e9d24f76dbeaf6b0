/**
 * The Authentication tab's part of the custom node editor's form: the field `authentication` —
 * `{ provider, scopes }` (CustomNodeWrite.authentication) or null when the node signs in to no provider.
 * With a provider, at least one scope (at most the contract's 30). Limits from the generated zod.
 *
 * In the editor's schema: `authentication: authenticationSchema(t)` (or, in a superRefine,
 * `validateAuthentication(t, values.authentication)` with the path ['authentication', 'scopes']).
 */
import { z } from 'zod';
import { createCustomNodeBodyAuthenticationScopesItemMax, createCustomNodeBodyAuthenticationScopesMax } from '../../../generated/custom-nodes/custom-nodes.zod';
import { AuthenticationProvider, type CustomNodeAuthenticationSettings } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';

export const SCOPES_MAX = createCustomNodeBodyAuthenticationScopesMax;
export const SCOPE_MAX_LENGTH = createCustomNodeBodyAuthenticationScopesItemMax;
/** Entra ID, Box, Google: the order of §1. */
export const PROVIDERS = Object.values(AuthenticationProvider);

/** The form's value: the provider and scopes, or null (no sign-in). */
export type AuthenticationValue = CustomNodeAuthenticationSettings | null;

/** What the Authentication tab needs of the editor's form. */
export interface AuthenticationFormValues {
  authentication: AuthenticationValue;
}

/** The message for the value's scopes, or undefined when the value is valid (null always is). */
export function validateAuthentication(t: Translate, value: AuthenticationValue | undefined): string | undefined {
  if (!value) return undefined;
  if (value.scopes.length === 0) return t('customNodeAuth:validation.scopesRequired');
  if (value.scopes.length > SCOPES_MAX) return t('customNodeAuth:validation.scopesMax', { max: SCOPES_MAX });
  return undefined;
}

/** The zod fragment for the editor's schema: `authentication: authenticationSchema(t)` (the message lands on `authentication.scopes`). */
export function authenticationSchema(t: Translate) {
  return z
    .object({
      provider: z.enum(AuthenticationProvider),
      scopes: z.array(z.string().min(1).max(SCOPE_MAX_LENGTH)),
    })
    .nullable()
    .superRefine((value, context) => {
      const message = validateAuthentication(t, value);
      if (message) context.addIssue({ code: 'custom', path: ['scopes'], message });
    });
}

/** The form's value of a saved node's settings. */
export function authenticationValueOf(settings: CustomNodeAuthenticationSettings | undefined | null): AuthenticationValue {
  return settings ? { provider: settings.provider, scopes: [...settings.scopes] } : null;
}

/** Whether two settings ask for the same sign-in (the order of the scopes does not matter). */
export function sameAuthentication(a: AuthenticationValue | undefined, b: AuthenticationValue | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (a.provider !== b.provider || a.scopes.length !== b.scopes.length) return false;
  const scopes = new Set(a.scopes);
  return b.scopes.every((scope) => scopes.has(scope));
}
