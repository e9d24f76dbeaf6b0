import { describe, expect, it } from 'vitest';
import { createTestI18n, recordingBackend } from '../test/i18n';
import { initI18n, loadNamespaces, SHELL_NAMESPACES } from './i18n';

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
