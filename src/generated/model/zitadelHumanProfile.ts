import type { ZitadelGender } from './zitadelGender';

export type ZitadelHumanProfile = {
  /** @maxLength 200 */
  firstName?: string;
  /** @maxLength 200 */
  lastName?: string;
  /** @maxLength 200 */
  nickName?: string;
  /** @maxLength 200 */
  displayName?: string;
  /** @maxLength 35 */
  preferredLanguage?: string;
  gender?: ZitadelGender;
  /** @maxLength 2000 */
  avatarUrl?: string;
};
