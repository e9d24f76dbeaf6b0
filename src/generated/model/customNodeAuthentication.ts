import type { AuthenticationProvider } from './authenticationProvider';
import type { CustomNodeAuthenticationStatus } from './customNodeAuthenticationStatus';
import type { Id } from './id';
import type { Timestamp } from './timestamp';

/**
 * Whether the custom node is signed in to its provider (the authentication card).
 */
export interface CustomNodeAuthentication {
  customNodeId: Id;
  status: CustomNodeAuthenticationStatus;
  provider?: AuthenticationProvider;
  /**
     * @maxItems 30
     * @items.maxLength 200
     */
  scopes: string[];
  /**
     * The provider account the node is signed in as.
     * @maxLength 320
     */
  accountName?: string;
  authenticatedAt?: Timestamp;
  expiresAt?: Timestamp;
}
