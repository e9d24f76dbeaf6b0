/**
 * Where translations come from: the local-storage cache of this build, else `/locales/<lng>/<ns>.json`
 * (which is then cached). What i18next-chained-backend over i18next-localstorage-backend and
 * i18next-http-backend did, with the same storage keys and values, so entries those plugins wrote are
 * read as they are:
 * - key `i18next_res_<lng>-<ns>`, value the namespace's JSON plus `i18nStamp` (ms when saved) and
 *   `i18nVersion` (the build id); an entry is used while younger than 7 days and of this build, and not
 *   when it is empty, unreadable or not an object;
 * - a failed read answers i18next `(error, retry)`: i18next's backend connector tries again (5 times,
 *   from 350 ms, doubling) when `retry` is true (a 5xx, no answer) and gives up at once on a 404 or a file
 *   that is not JSON (src/api/locale-files.ts). The chained backend answered `retry: false` for
 *   every failure, so before this module a failed read was never tried again.
 * i18next reads at most 10 namespaces at a time (its `maxParallelReads`).
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { fetchLocaleFile, type LocaleFile } from '../api/locale-files';

export const CACHE_PREFIX = 'i18next_res_';
export const CACHE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const cacheKey = (language: string, namespace: string) => `${CACHE_PREFIX}${language}-${namespace}`;

type Bundle = Record<string, unknown>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readCache(key: string, version: string, now: number): Bundle | undefined {
  let entry: unknown;
  try {
    const text = storage()?.getItem(key);
    entry = text ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // storage refused, or a value that is not JSON: a miss
  }
  if (!entry || typeof entry !== 'object') return undefined;
  const { i18nStamp, i18nVersion, ...bundle } = entry as Bundle;
  const fresh = typeof i18nStamp === 'number' && i18nStamp > 0 && i18nStamp + CACHE_LIFETIME_MS > now;
  // As the plugin: an empty build id is written as no version, which then never matches.
  return fresh && i18nVersion === version && Object.keys(bundle).length > 0 ? bundle : undefined;
}

function writeCache(key: string, version: string, bundle: Bundle, now: number): void {
  try {
    storage()?.setItem(key, JSON.stringify({ ...bundle, i18nStamp: now, ...(version ? { i18nVersion: version } : {}) }));
  } catch {
    // Storage full or refused: the next start reads the file again.
  }
}

export interface LocaleBackendOptions {
  /** The build id: a new build reads fresh files. */
  version: string;
  /** Reads one file (the studio's: over HTTP). */
  load?: (language: string, namespace: string) => Promise<LocaleFile>;
  now?: () => number;
}

export function localeBackend({ version, load = fetchLocaleFile, now = Date.now }: LocaleBackendOptions): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const key = cacheKey(language, namespace);
      const cached = readCache(key, version, now());
      if (cached) {
        callback(null, cached);
        return;
      }
      load(language, namespace).then(
        (file) => {
          if (!file.ok) {
            callback(file.error, file.retry);
            return;
          }
          writeCache(key, version, file.data, now());
          callback(null, file.data);
        },
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}
