import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/i18n';

/** The user and locale last applied (once per user and locale per page load, not on every render). */
let applied: string | undefined;
/** The language switch in flight, if any. */
let switching: Promise<unknown> = Promise.resolve();
let switched = true;

/**
 * The user's locale sets the interface language (§1): once per user and locale, so a language the
 * user picks afterwards stays until the next load. Returns true while the switch is under way (the
 * gates keep their spinner meanwhile, so no screen flashes in the browser's language first).
 *
 * The gates call it twice with the same claim: with the session's ID token claims as soon as the user
 * is signed in (user info is read only once an organization exists, §7, and the restriction screens
 * before that must speak the user's language too), then with user info's `locale` when it loads.
 */
export function useUserLanguage(sub: string | undefined, locale: string | undefined): boolean {
  const { i18n } = useTranslation();
  const key = sub && locale ? `${sub}:${locale}` : undefined;
  const [settled, setSettled] = useState(() => (key && key === applied && switched ? key : undefined));

  useEffect(() => {
    if (!key || !locale) return;
    let live = true;
    if (applied !== key) {
      applied = key;
      switched = false;
      switching = i18n
        .changeLanguage(toLanguage(locale))
        .catch(() => undefined)
        .finally(() => {
          switched = true;
        });
    }
    void switching.then(() => {
      if (live) setSettled(key);
    });
    return () => {
      live = false;
    };
  }, [key, locale, i18n]);

  return key !== undefined && settled !== key;
}

/** Tests: forget what was applied (each test starts a new page load). */
export function resetUserLanguage(): void {
  applied = undefined;
  switching = Promise.resolve();
  switched = true;
}
