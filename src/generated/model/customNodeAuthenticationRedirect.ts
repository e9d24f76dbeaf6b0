import type { Timestamp } from './timestamp';

export interface CustomNodeAuthenticationRedirect {
  /** @maxLength 4000 */
  authorizationUrl: string;
  /**
     * @minLength 1
     * @maxLength 128
     */
  state: string;
  /** The sign-in must be completed before this instant. */
  expiresAt: Timestamp;
}
