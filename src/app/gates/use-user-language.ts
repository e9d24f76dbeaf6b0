import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../lib/i18n';
import { readLanguageChoice } from '../../lib/language-choice';

/** The user and language last applied (once per user and language per page load, not on every render). */
let applied: string | undefined;
/** The language switch in flight, if any. */
let switching: Promise<unknown> = Promise.resolve();
let switched = true;

/**
 * The user's locale sets the interface language (§1), unless the user chose one in the account menu
 * (`readLanguageChoice`): the choice wins at every start and sign-in. Applied once per user and
 * language. Returns true while the switch is under way (the gates keep their spinner meanwhile, so no
 * screen flashes in the browser's language first). Also when the language is already the one to apply: the
 * switch (re)loads its namespaces, and a screen drawn before they arrive would keep empty labels (no
 * language change re-renders it).
 *
 * The gates call it twice with the same claim: with the session's ID token claims as soon as the user
 * is signed in (user info is read only once an organization exists, §7, and the restriction screens
 * before that must speak the user's language too), then with user info's `locale` when it loads.
 */
export function useUserLanguage(sub: string | undefined, locale: string | undefined): boolean {
  const { i18n } = useTranslation();
  const language = sub ? (readLanguageChoice(sub) ?? (locale ? toLanguage(locale) : undefined)) : undefined;
  const key = language ? `${sub}:${language}` : undefined;
  const [settled, setSettled] = useState(() => (key && key === applied && switched ? key : undefined));

  useEffect(() => {
    if (!key || !language) return;
    let live = true;
    if (applied !== key) {
      applied = key;
      switched = false;
      switching = i18n
        .changeLanguage(language)
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
  }, [key, language, i18n]);

  return key !== undefined && settled !== key;
}

/** Tests: forget what was applied (each test starts a new page load). */
export function resetUserLanguage(): void {
  applied = undefined;
  switching = Promise.resolve();
  switched = true;
}
