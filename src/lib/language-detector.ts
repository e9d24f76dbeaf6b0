/**
 * The browser's language for i18next: what i18next-browser-languagedetector did for the studio's options.
 * - `detect()` reads every source in `order` under one key — the query string (the last `key=` wins; a
 *   query after `#` when the URL has none), the cookie (the first, not decoded), local storage, session
 *   storage, the browser's languages (`navigator.languages`, then `navigator.language`) and `<html lang>`
 *   — drops empty values and codes that are not language-code shaped (so `?lang=<b>` falls through to the
 *   next source), and answers them converted, in that order: i18next takes the first it supports (with
 *   none, its fallback).
 * - `cacheUserLanguage(lng)`: i18next calls it with the language it settles on at start and at every
 *   `changeLanguage`, even an explicit one; the language is then written under the key to each cache
 *   (`caches`; `cimode` never).
 * A storage that throws (private mode, blocked cookies) is a source with nothing in it.
 */
import type { LanguageDetectorModule } from 'i18next';

export type DetectionSource = 'querystring' | 'cookie' | 'localStorage' | 'sessionStorage' | 'navigator' | 'htmlTag';

export interface DetectionOptions {
  order: readonly DetectionSource[];
  /** The query parameter, cookie and storage key. */
  key: string;
  /** Where the language settled on is written (the storages; the cookie is only read). */
  caches: readonly ('localStorage' | 'sessionStorage')[];
  convertDetectedLanguage: (code: string) => string;
}

/** i18next's rule for a language code from outside (its isSafeLanguageCode, 26.7+). */
const isSafeLanguageCode = (code: string) =>
  /^[A-Za-z0-9_@.-]{1,128}$/.test(code) && !code.includes('..') && !['__proto__', 'constructor', 'prototype'].includes(code);

const attempt = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

function fromQuery(key: string): string | undefined {
  const { search, hash } = window.location;
  const query = search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  let found: string | undefined;
  for (const pair of query.slice(1).split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === key) found = pair.slice(at + 1);
  }
  return found;
}

function fromCookie(key: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const cookie = part.trimStart();
    if (cookie.startsWith(`${key}=`)) return cookie.slice(key.length + 1);
  }
  return undefined;
}

const sources: Record<DetectionSource, (key: string) => string | readonly string[] | null | undefined> = {
  querystring: fromQuery,
  cookie: fromCookie,
  localStorage: (key) => window.localStorage.getItem(key),
  sessionStorage: (key) => window.sessionStorage.getItem(key),
  navigator: () => [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => document.documentElement.getAttribute('lang'),
};

export function detectLanguages(options: DetectionOptions): string[] {
  const found = options.order.flatMap((source) => attempt(() => sources[source](options.key)) ?? []);
  return found.filter((code) => Boolean(code) && isSafeLanguageCode(code)).map(options.convertDetectedLanguage);
}

export function cacheLanguage(language: string, options: DetectionOptions): void {
  if (language === 'cimode') return;
  for (const cache of options.caches) attempt(() => window[cache].setItem(options.key, language));
}

export function languageDetector(options: DetectionOptions): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguages(options),
    cacheUserLanguage: (language) => cacheLanguage(language, options),
  };
}
