/**
 * Lazy route modules. A failed dynamic import (a new deployment replaced the chunks) reloads the page
 * once per message; a second failure with the same message is thrown to the error page.
 */
import { type AppNamespace, loadNamespaces } from '../lib/i18n';

const RELOAD_KEY = 'ais-chunk-reload';

export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_KEY);
    return module;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (typeof window !== 'undefined' && sessionStorage.getItem(RELOAD_KEY) !== message) {
      sessionStorage.setItem(RELOAD_KEY, message);
      window.location.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/**
 * A React Router `lazy` for a page module's named component export and the translation namespaces the
 * page uses beyond the shell's (`common` and the other SHELL_NAMESPACES are always there): both are read
 * in parallel before the page renders, so it never shows raw keys.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M, namespaces: readonly AppNamespace[] = []) {
  return async () => {
    const [module] = await Promise.all([importWithReload(load), loadNamespaces(namespaces)]);
    return { Component: module[exportName] as React.ComponentType };
  };
}
