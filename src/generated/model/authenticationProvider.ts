
/**
 * An external provider a custom node signs in to.
 */
export type AuthenticationProvider = typeof AuthenticationProvider[keyof typeof AuthenticationProvider];


export const AuthenticationProvider = {
  AUTH_PROVIDER_ENTRA_ID: 'AUTH_PROVIDER_ENTRA_ID',
  AUTH_PROVIDER_BOX: 'AUTH_PROVIDER_BOX',
  AUTH_PROVIDER_GOOGLE: 'AUTH_PROVIDER_GOOGLE',
} as const;
