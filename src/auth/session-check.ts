/**
 * The sign-in check (§4): load the stored user; none → sign-in redirect; expired → silent renew, and on
 * failure or an empty result → sign-in redirect; otherwise authenticated. Any error is logged and
 * redirects to sign-in. Only one check runs at a time.
 */
import type { User, UserManager } from 'oidc-client-ts';

let running: Promise<User | null> | undefined;

function currentUrlState(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** To the identity provider, coming back to where the user is now. */
export function redirectToSignIn(userManager: UserManager): Promise<void> {
  return userManager.signinRedirect({ url_state: currentUrlState() });
}

async function check(userManager: UserManager): Promise<User | null> {
  try {
    const user = await userManager.getUser();
    if (!user) {
      await redirectToSignIn(userManager);
      return null;
    }
    if (user.expired) {
      const renewed = await userManager.signinSilent().catch((error: unknown) => {
        console.warn('[auth] silent renew failed', error);
        return null;
      });
      if (!renewed) {
        await redirectToSignIn(userManager);
        return null;
      }
      return renewed;
    }
    return user;
  } catch (error) {
    console.error('[auth] sign-in check failed', error);
    await redirectToSignIn(userManager).catch(() => undefined);
    return null;
  }
}

export function ensureSession(userManager: UserManager): Promise<User | null> {
  running ??= check(userManager).finally(() => {
    running = undefined;
  });
  return running;
}
