import type { OidcProjectRoles } from './oidcProjectRoles';

/**
 * Standard OIDC claims plus ZITADEL's roles claims. `urn:zitadel:iam:org:project:{projectId}:roles` (and the generic `urn:zitadel:iam:org:project:roles`) map a role key to the organizations (id → primary domain) in which the user holds it. A user's roles for the active organization are the role keys whose value has the organization id as a key.
 */
export interface OidcUserInfo {
  /** @maxLength 255 */
  sub: string;
  /** @maxLength 200 */
  name?: string;
  /** @maxLength 200 */
  given_name?: string;
  /** @maxLength 200 */
  family_name?: string;
  /** @maxLength 200 */
  preferred_username?: string;
  /** @maxLength 320 */
  email?: string;
  email_verified?: boolean;
  /** @maxLength 35 */
  locale?: string;
  /**
     * Epoch seconds.
     * @minimum 0
     * @maximum 253402300799
     */
  updated_at?: number;
  'urn:zitadel:iam:org:project:roles'?: OidcProjectRoles;
}
