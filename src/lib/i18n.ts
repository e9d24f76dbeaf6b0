/**
 * i18next with ja-jp (the fallback) and en-us, one namespace per feature plus `common`, from
 * locales/<lng>/<ns>.json.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['ja-jp', 'en-us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'ja-jp';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  resources[lng] = { ...resources[lng], [ns]: module.default };
}

/** 'ja' → 'ja-jp', 'en' → 'en-us', a known code as it is, anything else → 'ja-jp'. */
export function toLanguage(code: string | null | undefined): Language {
  const lower = (code ?? '').toLowerCase().replace('_', '-');
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower as Language;
  if (lower === 'ja' || lower.startsWith('ja-')) return 'ja-jp';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-us';
  return FALLBACK_LANGUAGE;
}

export function createI18n(language: string = FALLBACK_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: toLanguage(language),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
