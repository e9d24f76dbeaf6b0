/**
 * oidc-client-ts settings (§4, §6, §7). The library's defaults are the spec's constants (expiring
 * notification 60 s, silent request timeout 10 s, session check 2 s, popup 640 px …), so they stay.
 */
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../lib/runtime-config';

export const CALLBACK_PATH = '/auth/callback';

export function oidcScopes(projectId: string): string {
  return ['openid', 'profile', 'email', 'offline_access', 'urn:zitadel:iam:org:projects:roles', `urn:zitadel:iam:org:project:id:${projectId}:aud`].join(' ');
}

export function oidcSettings(config: RuntimeConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    response_mode: 'query',
    scope: oidcScopes(config.oidcProjectId),
    prompt: '',
    // Claims come from our own userinfo query (the roles claim), not during sign-in.
    loadUserInfo: false,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    revokeTokensOnSignout: false,
    // Stored in local storage under a key made of the authority and the client id.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}
