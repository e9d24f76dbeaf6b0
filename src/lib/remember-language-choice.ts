import type { Language } from './i18n';
import { languageChoiceKey } from './language-choice';

/** Keeps the user's choice of language (see `language-choice.ts`). */
export function rememberLanguageChoice(sub: string, language: Language): void {
  try {
    localStorage.setItem(languageChoiceKey(sub), language);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}
