import type { ZitadelUser } from './zitadelUser';

export interface ZitadelGetMyUserResponse {
  user: ZitadelUser;
  lastLogin?: string;
}
