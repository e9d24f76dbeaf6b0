import type { Resource } from 'i18next';
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
