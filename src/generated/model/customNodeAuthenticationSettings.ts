import type { AuthenticationProvider } from './authenticationProvider';

/**
 * The provider the node signs in to and the credential scopes it asks for (chosen from getAuthenticationProviders).
 */
export interface CustomNodeAuthenticationSettings {
  provider: AuthenticationProvider;
  /**
     * @minItems 1
     * @maxItems 30
     * @items.minLength 1
     * @items.maxLength 200
     */
  scopes: string[];
}
