import { type Language, toLanguage } from './i18n';

/**
 * The language a user chose in the account menu, kept per user (`sub`) in local storage: it wins over
 * the user's locale claim at every start and every sign-in, until they choose again (another user of the
 * same browser keeps their own locale). Read at start-up (the gates); written by the account menu
 * (`remember-language-choice.ts`, loaded with the menu: the first screen carries only the read).
 */
export const languageChoiceKey = (sub: string) => `ais-language:${sub}`;

export function readLanguageChoice(sub: string): Language | undefined {
  try {
    const chosen = localStorage.getItem(languageChoiceKey(sub));
    return chosen ? toLanguage(chosen) : undefined;
  } catch {
    return undefined;
  }
}
