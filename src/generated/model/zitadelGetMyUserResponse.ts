import type { ZitadelUser } from './zitadelUser';

export interface ZitadelGetMyUserResponse {
  user: ZitadelUser;
  /** @maxLength 40 */
  lastLogin?: string;
}
