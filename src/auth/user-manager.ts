import { UserManager } from 'oidc-client-ts';
import { getRuntimeConfig } from '../lib/runtime-config';
import { oidcSettings } from './oidc-settings';

let instance: UserManager | undefined;

/** The one UserManager of the studio, configured from the runtime config. */
export function getUserManager(): UserManager {
  instance ??= new UserManager(oidcSettings(getRuntimeConfig(), window.location.origin));
  return instance;
}
