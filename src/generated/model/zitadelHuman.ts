import type { ZitadelHumanEmail } from './zitadelHumanEmail';
import type { ZitadelHumanPhone } from './zitadelHumanPhone';
import type { ZitadelHumanProfile } from './zitadelHumanProfile';

export interface ZitadelHuman {
  profile?: ZitadelHumanProfile;
  email?: ZitadelHumanEmail;
  phone?: ZitadelHumanPhone;
}
