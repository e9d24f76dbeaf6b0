// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectionOptions, FALLBACK_LANGUAGE, LANGUAGES } from './i18n';
import { type DetectionOptions, detectLanguages, languageDetector } from './language-detector';

async function detect(options: DetectionOptions = { ...detectionOptions, caches: [] }) {
  const instance = i18next.createInstance();
  await instance.use(languageDetector(options)).init({
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    resources: { 'ja-jp': { common: {} }, 'en-us': { common: {} } },
  });
  return instance;
}

type Source = 'query' | 'cookie' | 'local' | 'session' | 'navigator' | 'html';

function setSources({ query, cookie, local, session, navigator, html }: Partial<Record<Source, string>>, url = query ? `/?lang=${query}` : '/') {
  window.history.replaceState(null, '', url);
  document.cookie = cookie ? `lang=${cookie}; path=/` : 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (local) localStorage.setItem('lang', local);
  else localStorage.removeItem('lang');
  if (session) sessionStorage.setItem('lang', session);
  else sessionStorage.removeItem('lang');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(navigator ? [navigator] : []);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(navigator ?? '');
  document.documentElement.lang = html ?? '';
}

beforeEach(() => setSources({}));
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
    [{ query: 'EN_us' }, 'en-us'],
    [{}, 'ja-jp'],
  ])('%j → %s', async (sources, expected) => {
    setSources(sources);
    expect((await detect()).language).toBe(expected);
  });

  it('answers every source found, in order, mapped (i18next takes the first it supports)', () => {
    setSources({ query: 'en', local: 'fr', navigator: 'ja-JP', html: 'en' });
    expect(detectLanguages(detectionOptions)).toEqual(['en-us', 'ja-jp', 'ja-jp', 'ja-jp', 'en-us']);
  });

  it('reads all of navigator.languages, then navigator.language', () => {
    setSources({});
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-US']);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguages({ ...detectionOptions, order: ['navigator'], convertDetectedLanguage: (code) => code })).toEqual(['fr-FR', 'en-US', 'fr-FR']);
  });

  it('skips a code that is not language-code shaped, and takes the next source', async () => {
    setSources({ query: '%3Cb%3E', cookie: 'en' });
    expect((await detect()).language).toBe('en-us');
    setSources({ cookie: '"en"', local: 'en' });
    expect((await detect()).language).toBe('en-us');
  });

  it('takes the last lang= of the query, and a query after # when the URL has none', async () => {
    setSources({}, '/?lang=ja&lang=en');
    expect((await detect()).language).toBe('en-us');
    setSources({}, '/#/projects?lang=en');
    expect((await detect()).language).toBe('en-us');
    setSources({}, '/?other=1#/projects?lang=en');
    expect((await detect()).language).toBe('ja-jp');
  });

  it('reads the cookie named lang only', async () => {
    setSources({});
    document.cookie = 'xlang=en; path=/';
    expect((await detect()).language).toBe('ja-jp');
    document.cookie = 'xlang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('treats a storage that throws as empty', async () => {
    setSources({ session: 'en' });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect((await detect()).language).toBe('ja-jp');
  });
});

describe('the detected language is kept in local storage (lang)', () => {
  it('writes the language settled on at start, mapped', async () => {
    setSources({ query: 'en' });
    await detect(detectionOptions);
    expect(localStorage.getItem('lang')).toBe('en-us');
    expect(sessionStorage.getItem('lang')).toBeNull();
  });

  it('writes the fallback when nothing was found, and every later change of language', async () => {
    const i18n = await detect(detectionOptions);
    expect(localStorage.getItem('lang')).toBe('ja-jp');
    await i18n.changeLanguage('en-us');
    expect(localStorage.getItem('lang')).toBe('en-us');
  });

  it('writes an explicitly given language too', async () => {
    const instance = i18next.createInstance();
    await instance.use(languageDetector(detectionOptions)).init({ lng: 'en-us', supportedLngs: [...LANGUAGES], resources: { 'en-us': { common: {} } } });
    expect(localStorage.getItem('lang')).toBe('en-us');
  });

  it('writes nothing without caches, and never cimode', async () => {
    setSources({ query: 'en' });
    await detect();
    expect(localStorage.getItem('lang')).toBeNull();
    const detector = languageDetector(detectionOptions);
    detector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('survives a storage that refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    setSources({ query: 'en' });
    expect((await detect(detectionOptions)).language).toBe('en-us');
  });
});
