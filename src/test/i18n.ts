import type { BackendModule, ReadCallback, Resource, ResourceKey } from 'i18next';
import { createI18nWithResources } from '../lib/i18n';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

/** Every locale file, as i18next resources (tests only: the app loads them over HTTP). */
export const testResources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const lng = match[1]!;
  const ns = match[2]!;
  testResources[lng] = { ...testResources[lng], [ns]: module.default };
}

export const createTestI18n = (language?: string) => createI18nWithResources(testResources, language);

/** A backend over the locale files that records each read as 'lng/ns' (what the browser would request). */
export function recordingBackend(drop?: { lng: string; ns: string; key: string }) {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(lng: string, ns: string, callback: ReadCallback) {
      reads.push(`${lng}/${ns}`);
      const data = { ...(testResources[lng]?.[ns] as Record<string, ResourceKey>) };
      if (drop && drop.lng === lng && drop.ns === ns) delete data[drop.key];
      setTimeout(() => callback(null, data), 1);
    },
  };
  return { backend, reads };
}
