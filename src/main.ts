/**
 * The entry: only what the sign-in redirect needs (the runtime config and the OIDC settings). A first
 * visit with no stored session goes to the identity provider at once, before React, the translations or
 * the mocks load; everyone else (the sign-in return, a custom node's provider sign-in returning in its
 * popup, a stored session) gets the studio (./app/start-app).
 * index.html shows the branded loading state until then; a start that fails offers Retry there, and a
 * missing or refused runtime config says what is wrong with it (./app/boot-screen).
 */
import './lib/zod-jitless';
// The page's first sign of use is watched from its start: a pointer moved while the studio loads counts (src/lib/user-intent.ts).
import './lib/user-intent';
import { CALLBACK_PATH } from './auth/oidc-settings';
import { hasStoredSession } from './auth/stored-session';
import { redirectToSignIn } from './auth/session-check';
import { getUserManager } from './auth/user-manager';
import { getRuntimeConfig } from './lib/runtime-config';
import { showStartFailure } from './app/boot-screen';
import { PROVIDER_CALLBACK_PATH } from './lib/provider-callback-path';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing root element');
  // First: a page with no runtime config, or one the studio refuses, stops here with its own message.
  getRuntimeConfig();
  const returning = window.location.pathname === CALLBACK_PATH || window.location.pathname === PROVIDER_CALLBACK_PATH;
  if (!returning && !hasStoredSession()) {
    await redirectToSignIn(getUserManager());
    return;
  }
  const { startApp } = await import('./app/start-app');
  await startApp(root);
}

main().catch((error: unknown) => {
  console.error('[start] the studio could not start', error);
  showStartFailure(error);
});
