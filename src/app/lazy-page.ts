/**
 * Lazy route modules. A failed dynamic import (a new deployment replaced the chunks) reloads the page
 * once per message; a second failure with the same message is thrown to the error page.
 */
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

/** A React Router `lazy` for a page module's named component export. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M) {
  return async () => {
    const module = await importWithReload(load);
    return { Component: module[exportName] as React.ComponentType };
  };
}
