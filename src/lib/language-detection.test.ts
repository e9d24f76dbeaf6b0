// @vitest-environment jsdom
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions, FALLBACK_LANGUAGE, LANGUAGES } from './i18n';

async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    detection: { ...detectionOptions, caches: [] },
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    resources: { 'ja-jp': { common: {} }, 'en-us': { common: {} } },
  });
  return instance.language;
}

function setSources({
  query,
  cookie,
  local,
  session,
  navigator,
  html,
}: Partial<Record<'query' | 'cookie' | 'local' | 'session' | 'navigator' | 'html', string>>) {
  window.history.replaceState(null, '', query ? `/?lang=${query}` : '/');
  document.cookie = cookie ? `lang=${cookie}; path=/` : 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (local) localStorage.setItem('lang', local);
  else localStorage.removeItem('lang');
  if (session) sessionStorage.setItem('lang', session);
  else sessionStorage.removeItem('lang');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(navigator ? [navigator] : []);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(navigator ?? '');
  document.documentElement.lang = html ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('language detection order: query → cookie → localStorage → sessionStorage → navigator → html', () => {
  it.each([
    [{ query: 'en', cookie: 'ja', local: 'ja', session: 'ja', navigator: 'ja', html: 'ja' }, 'en-us'],
    [{ cookie: 'en', local: 'ja', session: 'ja', navigator: 'ja', html: 'ja' }, 'en-us'],
    [{ local: 'en', session: 'ja', navigator: 'ja', html: 'ja' }, 'en-us'],
    [{ session: 'en', navigator: 'ja', html: 'ja' }, 'en-us'],
    [{ navigator: 'en-GB', html: 'ja' }, 'en-us'],
    [{ html: 'en' }, 'en-us'],
    [{ query: 'ja', cookie: 'en' }, 'ja-jp'],
    [{ query: 'fr' }, 'ja-jp'],
    [{}, 'ja-jp'],
  ])('%j → %s', async (sources, expected) => {
    setSources(sources);
    expect(await detect()).toBe(expected);
  });
});
