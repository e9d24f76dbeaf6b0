import type { AuthenticationProvider } from './authenticationProvider';
import type { AuthenticationScope } from './authenticationScope';

export interface AuthenticationProviderInfo {
  provider: AuthenticationProvider;
  /** @maxLength 100 */
  displayName: string;
  /** @maxItems 100 */
  scopes: AuthenticationScope[];
}
