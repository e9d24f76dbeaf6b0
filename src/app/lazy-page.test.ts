// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { recordingBackend } from '../test/i18n';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it("reads the route's namespaces with its module, before the page renders", async () => {
    const { backend, reads } = recordingBackend();
    const i18n = await initI18n('test', { backend, lng: 'en' });
    reads.length = 0;
    const Page = () => null;
    const route = await lazyPage(() => Promise.resolve({ Page }), 'Page', ['tools', 'agents'])();
    expect(route.Component).toBe(Page);
    expect(reads.sort()).toEqual(['en-us/agents', 'en-us/tools']);
    expect(i18n.t('tools:title')).toBe('Tools');
  });
});
