// @vitest-environment jsdom
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testResources } from '../test/i18n';
import { CACHE_LIFETIME_MS, cacheKey, localeBackend } from './i18n-backend';
import { initI18n, SHELL_NAMESPACES } from './i18n';

const NOW = Date.UTC(2026, 0, 15);
const requests: string[] = [];
let answers: Record<string, () => Response> = {};
const server = setupServer(
  http.get('*/locales/:lng/:file', ({ params }) => {
    const name = `${String(params.lng)}/${String(params.file)}`;
    requests.push(name);
    const answer = answers[name];
    if (answer) return answer();
    const data = testResources[String(params.lng)]?.[String(params.file).replace(/\.json$/, '')];
    return data ? HttpResponse.json(data) : new HttpResponse(null, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  answers = {};
});
afterAll(() => server.close());

function read(backend: BackendModule, lng = 'en-us', ns = 'common') {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    backend.read(lng, ns, (error, data) => resolve({ error, data }));
  });
}

const backend = (version = 'build-2', now = NOW) => localeBackend({ version, now: () => now });
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const enCommon = testResources['en-us']!.common as Record<string, ResourceKey>;

describe('the locale backend: local-storage cache of this build, else /locales/<lng>/<ns>.json', () => {
  it('answers a fresh entry of this build from the cache, without a request', async () => {
    store('i18next_res_en-us-common', { cancel: 'Cached cancel', i18nStamp: NOW - 1000, i18nVersion: 'build-2' });
    expect(await read(backend())).toEqual({ error: null, data: { cancel: 'Cached cancel' } });
    expect(requests).toEqual([]);
  });

  it.each([
    ['of another build', { i18nStamp: NOW - 1000, i18nVersion: 'build-1' }],
    ['older than 7 days', { i18nStamp: NOW - CACHE_LIFETIME_MS, i18nVersion: 'build-2' }],
    ['without a stamp', { i18nVersion: 'build-2' }],
  ])('reads the file for an entry %s, and stores it', async (_case, meta) => {
    store(cacheKey('en-us', 'common'), { cancel: 'Stale', ...meta });
    expect(await read(backend())).toEqual({ error: null, data: enCommon });
    expect(requests).toEqual(['en-us/common.json']);
    expect(stored('i18next_res_en-us-common')).toEqual({ ...enCommon, i18nStamp: NOW, i18nVersion: 'build-2' });
  });

  it('reads the file for an empty or unreadable entry', async () => {
    store(cacheKey('en-us', 'common'), { i18nStamp: NOW, i18nVersion: 'build-2' });
    localStorage.setItem(cacheKey('en-us', 'auth'), '{not json');
    expect((await read(backend())).data).toEqual(enCommon);
    expect((await read(backend(), 'en-us', 'auth')).data).toEqual(testResources['en-us']!.auth);
    expect(requests).toEqual(['en-us/common.json', 'en-us/auth.json']);
  });

  it('a stored file is read from the cache by the next start of the same build only', async () => {
    await read(backend('build-2'));
    expect((await read(backend('build-2', NOW + 1000))).data).toEqual(enCommon);
    expect(requests).toEqual(['en-us/common.json']);
    await read(backend('build-3', NOW + 1000));
    expect(requests).toEqual(['en-us/common.json', 'en-us/common.json']);
  });

  it('a 404 fails without asking for another try', async () => {
    answers['en-us/common.json'] = () => new HttpResponse(null, { status: 404 });
    expect(await read(backend())).toEqual({ error: 'failed loading /locales/en-us/common.json; status code: 404', data: false });
    expect(localStorage.getItem(cacheKey('en-us', 'common'))).toBeNull();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 503', () => new HttpResponse(null, { status: 503 })],
  ])('%s fails asking for another try', async (_case, answer) => {
    answers['en-us/common.json'] = answer;
    const { error, data } = await read(backend());
    expect(error).toMatch(/^failed loading \/locales\/en-us\/common\.json/);
    expect(data).toBe(true);
  });

  it.each([
    ['not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['JSON but not an object', () => HttpResponse.json(null)],
  ])('a file that is %s fails without another try, and is not stored', async (_case, answer) => {
    answers['en-us/common.json'] = answer;
    expect(await read(backend())).toEqual({ error: 'failed parsing /locales/en-us/common.json to json', data: false });
    expect(localStorage.getItem(cacheKey('en-us', 'common'))).toBeNull();
  });
});

describe('i18next over the locale backend', () => {
  async function load(retryTimeout: number) {
    const instance = i18next.createInstance();
    await instance
      .use(backend())
      .init({ lng: 'en-us', lowerCaseLng: true, load: 'currentOnly', ns: ['common'], defaultNS: 'common', fallbackLng: false, retryTimeout });
    return instance;
  }

  it('tries again after a 503, then shows the file', async () => {
    let calls = 0;
    answers['en-us/common.json'] = () => (++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(enCommon));
    const i18n = await load(1);
    expect(requests).toEqual(['en-us/common.json', 'en-us/common.json']);
    expect(i18n.t('cancel')).toBe('Cancel');
  });

  it('does not try a 404 again', async () => {
    answers['en-us/common.json'] = () => new HttpResponse(null, { status: 404 });
    const i18n = await load(1);
    expect(requests).toEqual(['en-us/common.json']);
    expect(i18n.t('cancel')).toBe('cancel');
  });

  it("is the app's default: the shell's namespaces in the active language over HTTP, then cached", async () => {
    const i18n = await initI18n('build-9', { lng: 'en' });
    expect([...requests].sort()).toEqual(SHELL_NAMESPACES.map((ns) => `en-us/${ns}.json`).sort());
    expect(i18n.t('common:cancel')).toBe('Cancel');
    expect(stored('i18next_res_en-us-common')).toMatchObject({ cancel: 'Cancel', i18nVersion: 'build-9' });
  });
});
