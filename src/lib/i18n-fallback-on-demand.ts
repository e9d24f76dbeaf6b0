/**
 * The fallback language (ja-jp) is read only when it is needed.
 *
 * i18next loads every language of the resolve hierarchy, so with en-us active it also reads the ja-jp
 * file of each namespace, although the locale files are complete in both languages (src/lib/i18n.test.ts)
 * and the fallback is never used. It has no option to read the fallback lazily (i18next/i18next#912:
 * `t` is synchronous), so this backend sits in front of the real one:
 * - while another language is active, a fallback read answers an empty bundle at once (no request);
 *   `fallbackLng` stays ja-jp, so lookups still fall back to whatever ja-jp holds;
 * - a key missing in the active language (i18next's `missingKeyHandler`, with `saveMissing`) reads that
 *   namespace's real fallback file and adds it: the store's `added` event re-renders (react
 *   `bindI18nStore: 'added'`), and the key shows in Japanese instead of as a key;
 * - switching to ja-jp drops the empty bundles and reads them for real as the change starts
 *   (`languageChanging` comes before i18next loads the new language), so before `languageChanged`.
 * Japanese users read ja-jp only, as before.
 */
import type { BackendModule, i18n as I18n, InitOptions, ReadCallback, Services } from 'i18next';

export interface FallbackOnDemand {
  /** The backend to `use()`: the real one, except for deferred fallback reads. */
  backend: BackendModule;
  /** The init options that make missing keys load their fallback namespace. */
  options: Pick<InitOptions, 'saveMissing' | 'missingKeyHandler' | 'react'>;
  /** Call once with the instance, before `init` (it follows language changes). */
  attach(instance: I18n): void;
}

export function fallbackOnDemand(inner: BackendModule, fallbackLanguage: string): FallbackOnDemand {
  let instance: I18n | undefined;
  let changingTo: string | undefined;
  /** Namespaces whose fallback bundle is the empty stand-in. */
  const deferred = new Set<string>();
  /** Namespaces whose fallback is wanted (a key was missing). */
  const wanted = new Set<string>();
  const activeLanguage = () => changingTo ?? instance?.language;

  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init(services: Services, backendOptions: object, i18nextOptions: InitOptions) {
      inner.init(services, backendOptions, i18nextOptions);
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === fallbackLanguage && activeLanguage() !== fallbackLanguage && !wanted.has(namespace)) {
        deferred.add(namespace);
        callback(null, {});
        return;
      }
      inner.read(language, namespace, callback);
    },
  };

  const loadFallback = (namespace: string) => {
    if (!instance || !deferred.has(namespace)) return;
    deferred.delete(namespace);
    wanted.add(namespace);
    void instance.reloadResources([fallbackLanguage], [namespace]);
  };

  return {
    backend,
    options: {
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => loadFallback(namespace),
      react: { bindI18nStore: 'added' },
    },
    attach(target) {
      instance = target;
      target.on('languageChanging', (language?: string) => {
        changingTo = language;
        if (language !== fallbackLanguage || deferred.size === 0) return;
        const namespaces = [...deferred];
        deferred.clear();
        for (const namespace of namespaces) target.removeResourceBundle(fallbackLanguage, namespace);
        // removeResourceBundle also drops the namespace from `ns`: loading it again puts it back and
        // starts the real read now, which the language change (still to load) then waits for.
        void target.loadNamespaces(namespaces);
      });
      target.on('languageChanged', () => {
        changingTo = undefined;
      });
    },
  };
}
