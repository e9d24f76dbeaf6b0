import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { createTestI18n } from '../../../test/i18n';
import { ProviderCallbackPage } from '../pages/provider-callback-page';
import { ANSWER_CHANNEL, answerOf } from './provider-popup';

const CALLBACK = '/custom-nodes/auth/callback';

/** The callback page at `search`, as the popup shows it (the page reads the window's address). */
function openCallback(search: string, { language = 'en-us', apiMode = 'live' } = {}) {
  window.history.replaceState(null, '', `${CALLBACK}${search}`);
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local', apiMode });
  return render(
    <TestProviders i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={[`${CALLBACK}${search}`]}>
        <ProviderCallbackPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

let close: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ProviderCallbackPage', () => {
  it('posts code and state to the opener, for this origin only, takes them out of the address bar and closes', async () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    openCallback('?code=4%2F0AQ&state=st_1a2b&scope=x');
    expect(await screen.findByText('The sign-in is back with the studio. You can close this window.')).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith(answerOf('?code=4%2F0AQ&state=st_1a2b'), window.location.origin);
    expect(opener.postMessage.mock.calls[0]![0]).toMatchObject({ code: '4/0AQ', state: 'st_1a2b' });
    expect(window.location.search).toBe('');
    expect(close).toHaveBeenCalled();
  });

  it('without an opener, answers on the channel and says the window can be closed', async () => {
    const received = new Promise<unknown>((resolve) => {
      const channel = new BroadcastChannel(ANSWER_CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        channel.close();
        resolve(event.data);
      };
    });
    openCallback('?code=c0de&state=st_9');
    expect(await screen.findByText('The sign-in is back with the studio. You can close this window.')).toBeInTheDocument();
    expect(await received).toMatchObject({ code: 'c0de', state: 'st_9' });
  });

  it("hands the provider's refusal on, in Japanese", async () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    openCallback('?error=access_denied&error_description=denied&state=st_2', { language: 'ja-jp' });
    expect(await screen.findByText('サインインは完了しませんでした。このウィンドウを閉じてスタジオに戻ってください。')).toBeInTheDocument();
    expect(opener.postMessage.mock.calls[0]![0]).toMatchObject({ error: 'access_denied', errorDescription: 'denied', state: 'st_2' });
  });

  it('with nothing to hand on, says the window can be closed and posts nothing', async () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    openCallback('');
    expect(await screen.findByText('There is no sign-in to finish here. You can close this window.')).toBeInTheDocument();
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it("stands in for the provider's sign-in with a mock backend: the scopes, Allow and Deny back to the callback", async () => {
    const authorize = new URL('https://account.box.com/api/oauth2/authorize');
    authorize.search = new URLSearchParams({
      response_type: 'code',
      redirect_uri: `${window.location.origin}${CALLBACK}`,
      scope: 'root_readwrite manage_groups',
      state: 'st_box',
    }).toString();
    openCallback(`?${new URLSearchParams({ stand_in: authorize.toString() }).toString()}`, { apiMode: 'server' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Box' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'The custom node asks for:' })).toHaveTextContent('root_readwritemanage_groups');
    const allow = new URL(screen.getByRole('link', { name: 'Allow' }).getAttribute('href') ?? '');
    expect(`${allow.origin}${allow.pathname}`).toBe(`${window.location.origin}${CALLBACK}`);
    expect(allow.searchParams.get('state')).toBe('st_box');
    expect(allow.searchParams.get('code')).toMatch(/^stand-in-[0-9a-f]{32}$/);
    const deny = new URL(screen.getByRole('link', { name: 'Deny' }).getAttribute('href') ?? '');
    expect(Object.fromEntries(deny.searchParams)).toEqual({ error: 'access_denied', error_description: 'The user denied access.', state: 'st_box' });
  });

  it('never stands in against the live backend', async () => {
    openCallback(`?stand_in=${encodeURIComponent('https://account.box.com/api/oauth2/authorize?state=st_box')}`);
    expect(await screen.findByText('There is no sign-in to finish here. You can close this window.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Allow' })).toBeNull());
  });
});
