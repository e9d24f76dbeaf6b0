import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n, testResources } from '../test/i18n';
import { initI18n, loadNamespaces, SHELL_NAMESPACES } from './i18n';

/** A backend over the locale files that records each read as 'lng/ns' (what the browser would request). */
function recordingBackend(drop?: { lng: string; ns: string; key: string }) {
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

const shell = (lng: string) => SHELL_NAMESPACES.map((ns) => `${lng}/${ns}`).sort();
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('namespace loading', () => {
  it('starts with the shell namespaces in the active language only', async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await initI18n('test', { backend, lng: 'en' });
    expect(i18n.language).toBe('en-us');
    expect([...reads].sort()).toEqual(shell('en-us'));
    expect(i18n.t('common:cancel')).toBe('Cancel');
  });

  it("loads a route's namespaces on demand, still without the fallback language", async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await initI18n('test', { backend, lng: 'en' });
    reads.length = 0;
    await loadNamespaces(['projects']);
    expect(reads).toEqual(['en-us/projects']);
    expect(i18n.t('projects:title')).toBe('Projects');
    await loadNamespaces(['projects']);
    expect(reads).toEqual(['en-us/projects']);
  });

  it('Japanese users read ja-jp only', async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await initI18n('test', { backend, lng: 'ja' });
    await loadNamespaces(['workflows']);
    expect([...reads].sort()).toEqual([...shell('ja-jp'), 'ja-jp/workflows'].sort());
    expect(i18n.t('workflows:title')).toBe(createTestI18n('ja').t('workflows:title'));
  });

  it('reads the fallback namespace when a key is missing, then shows it in Japanese', async () => {
    const { backend, reads } = recordingBackend({ lng: 'en-us', ns: 'projects', key: 'title' });
    const i18n = await initI18n('test', { backend, lng: 'en' });
    await loadNamespaces(['projects']);
    expect(reads).not.toContain('ja-jp/projects');
    const added: string[] = [];
    i18n.store.on('added', (lng, ns) => added.push(`${lng}/${ns}`));
    expect(i18n.t('projects:title')).toBe('title');
    await until(() => added.includes('ja-jp/projects'));
    expect(i18n.t('projects:title')).toBe('プロジェクト');
    expect(i18n.t('projects:title')).toBe('プロジェクト');
    expect(reads.filter((read) => read.startsWith('ja-jp/'))).toEqual(['ja-jp/projects']);
  });

  it('switching to Japanese reads every loaded namespace in ja-jp before the switch completes', async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await initI18n('test', { backend, lng: 'en' });
    await loadNamespaces(['projects']);
    reads.length = 0;
    await i18n.changeLanguage('ja-jp');
    expect([...reads].sort()).toEqual([...shell('ja-jp'), 'ja-jp/projects'].sort());
    expect(i18n.t('projects:title')).toBe('プロジェクト');
    expect(i18n.t('common:cancel')).toBe(createTestI18n('ja').t('common:cancel'));
  });
});
