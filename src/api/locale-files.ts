/**
 * A translation file, `/locales/<lng>/<ns>.json`: the one static file the studio fetches itself (read by
 * the i18n backend, src/lib/i18n-backend.ts). A plain same-origin GET, as i18next-http-backend sent it,
 * and its failures sorted the way that plugin sorted them: a 5xx, no status or a network error is worth
 * another try (`retry`), a 4xx, another failed status or a body that is not a JSON object is not.
 */
export type LocaleFile = { ok: true; data: Record<string, unknown> } | { ok: false; error: string; retry: boolean };

export const localeFilePath = (language: string, namespace: string) => `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;

/** Messages of a request that never got an answer (Chrome, Firefox, Safari, Node). */
const NETWORK_FAILURE = /failed|fetch|network|load/i;

export async function fetchLocaleFile(language: string, namespace: string): Promise<LocaleFile> {
  const path = localeFilePath(language, namespace);
  let text: string;
  try {
    const response = await fetch(new URL(path, document.baseURI));
    if (!response.ok) {
      const status = response.status;
      return { ok: false, error: `failed loading ${path}; status code: ${status}`, retry: status === 0 || (status >= 500 && status < 600) };
    }
    text = await response.text();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `failed loading ${path}: ${message}`, retry: NETWORK_FAILURE.test(message) };
  }
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object' && !Array.isArray(data)) return { ok: true, data: data as Record<string, unknown> };
  } catch {
    // reported below
  }
  return { ok: false, error: `failed parsing ${path} to json`, retry: false };
}
