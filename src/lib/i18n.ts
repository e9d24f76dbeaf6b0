/**
 * i18next with ja-jp (the fallback) and en-us, one namespace per feature plus `common`.
 * Detection order (key `lang`): query → cookie → localStorage → sessionStorage → navigator → <html lang>;
 * `ja`/`en` map to ja-jp/en-us, anything unknown to ja-jp. Translations are read from
 * /locales/<lng>/<ns>.json and cached in local storage per build (./i18n-backend.ts: a 5xx or no answer is
 * tried 5 more times from 350 ms, 10 reads at a time — i18next's defaults); the language comes from
 * ./language-detector.ts.
 * Start-up reads only the shell's namespaces (SHELL_NAMESPACES) in the active language; each lazy route
 * loads its own before its page renders (`lazyPage` → `loadNamespaces`); ja-jp is read while en-us is
 * active only when a key is missing (./i18n-fallback-on-demand.ts).
 */
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './i18n-backend';
import { fallbackOnDemand } from './i18n-fallback-on-demand';
import { type DetectionOptions, languageDetector } from './language-detector';

export const LANGUAGES = ['ja-jp', 'en-us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'ja-jp';
/** Every namespace: a file per language in locales/<lng>/, a line in src/i18next.d.ts. */
export const NAMESPACES = [
  'common',
  'auth',
  'demo',
  'errors',
  'projects',
  'shell',
  'workflows',
  'editor',
  'debug',
  'tools',
  'agents',
  'apis',
  'knowledge',
  'datasets',
  'jobs',
  'customNodes',
  'customNodeAuth',
  'customNodeDsl',
  'sharedCustomNodes',
  'databaseConnections',
  'evaluationRuns',
  'evaluationSets',
] as const;
export type AppNamespace = (typeof NAMESPACES)[number];
/** What the shell, the gates, the sign-in return and the error pages use: read at start-up. */
export const SHELL_NAMESPACES = ['common', 'shell', 'auth', 'errors'] as const satisfies readonly AppNamespace[];
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
export const LANGUAGE_KEY = 'lang';

/** 'ja' → 'ja-jp', 'en' → 'en-us', a known code as it is, anything else → 'ja-jp'. */
export function toLanguage(code: string | null | undefined): Language {
  const lower = (code ?? '').toLowerCase().replace('_', '-');
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower as Language;
  if (lower === 'ja' || lower.startsWith('ja-')) return 'ja-jp';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-us';
  return FALLBACK_LANGUAGE;
}

const common: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
};

function followHtmlLang(instance: I18n): void {
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng.slice(0, 2);
  });
}

/** Language detection (§1): sources in order, all under the key `lang`, codes mapped by `toLanguage`. */
export const detectionOptions: DetectionOptions = {
  order: DETECTION_ORDER,
  key: LANGUAGE_KEY,
  caches: ['localStorage'],
  convertDetectedLanguage: (lng: string) => toLanguage(lng),
};

let appInstance: I18n | undefined;

/**
 * The browser's i18n: detected language (or `lng`), the shell's namespaces read through `backend`
 * (default: the local-storage cache per build, then HTTP).
 */
export async function initI18n(
  buildId: string,
  { backend = localeBackend({ version: buildId }), lng }: { backend?: BackendModule; lng?: string } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  followHtmlLang(instance);
  const fallback = fallbackOnDemand(backend, FALLBACK_LANGUAGE);
  fallback.attach(instance);
  appInstance = instance;
  await instance
    .use(fallback.backend)
    .use(languageDetector(detectionOptions))
    .use(initReactI18next)
    .init({
      ...common,
      ...fallback.options,
      ...(lng ? { lng: toLanguage(lng) } : {}),
      ns: [...SHELL_NAMESPACES],
    });
  return instance;
}

/**
 * Reads namespaces into the app's i18n (a route's, before its page renders). Resolves when they are
 * there or their reads gave up (the page then shows keys rather than nothing); at once without the app's
 * i18n (tests give every namespace up front).
 */
export async function loadNamespaces(namespaces: readonly AppNamespace[]): Promise<void> {
  if (appInstance && namespaces.length > 0) await appInstance.loadNamespaces([...namespaces]);
}

/** An i18n with the given resources and no I/O (tests, storybook-like harnesses). */
export function createI18nWithResources(resources: Resource, language: string = FALLBACK_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  followHtmlLang(instance);
  void instance.use(initReactI18next).init({ ...common, ns: [...NAMESPACES], resources, lng: toLanguage(language), initAsync: false });
  return instance;
}
