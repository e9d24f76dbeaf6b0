import type { AuthenticationProviderInfo } from './authenticationProviderInfo';

export interface AuthenticationProviderList {
  /** @maxItems 10 */
  items: AuthenticationProviderInfo[];
}
