import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_USERS, type DevUserKey } from '../../../mocks/fixtures/people';
import { scenario } from '../../../mocks/lib/scenario';
import { devToken } from '../../../mocks/lib/test-client';
import { server } from '../../../mocks/node';
import { setRequestContext } from '../../api/request-context';
import { NetworkStatus } from '../../components/network-status';
import { getCheckIpRestrictionMockHandler } from '../../generated/ip-restrictions/ip-restrictions.msw';
import { getListMyProjectOrgsMockHandler } from '../../generated/organizations/organizations.msw';
import { getGetUserInfoMockHandler } from '../../generated/users/users.msw';
import { readActiveOrganization } from '../../lib/active-organization-storage';
import { failCalls } from '../../test/render-route';
import { renderWithProviders } from '../../test/render';
import { NotFoundPage } from '../errors/not-found-page';
import { AccountMenuItems } from '../shell/account-menu-items';
import { GatedApp } from '../gated-app';
import { resetUserLanguage } from './use-user-language';

/** The gates as the router runs them (with the offline notice above), signed in as a dev user (session claims as the ID token carries them). */
function renderGates({
  user,
  language = 'en-us',
  url = '/poc/projects',
  page = <h1>Project list</h1>,
}: {
  user: DevUserKey;
  language?: string;
  url?: string;
  page?: ReactNode;
}) {
  const signoutRedirect = vi.fn(async () => undefined);
  const { sub, locale } = DEV_USERS[user];
  const auth = {
    isAuthenticated: true,
    isLoading: false,
    user: { profile: { sub, locale }, access_token: devToken(user) },
    events: { addAccessTokenExpired: () => () => undefined },
    settings: {},
    signoutRedirect,
  } as unknown as AuthContextProps;
  setRequestContext({ getAccessToken: () => devToken(user), getTenantId: readActiveOrganization });
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route element={<GatedApp />}>
          <Route path="/poc/projects" element={page} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <NetworkStatus />
    </AuthContext.Provider>,
    { language, route: url },
  );
  return { user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }), signoutRedirect };
}

beforeEach(() => {
  localStorage.clear();
  resetUserLanguage();
  // Real time flows; the queries' retry back-off (1 s, 2 s, 4 s) is skipped with advanceTimersByTimeAsync.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setRequestContext({ getAccessToken: () => undefined, getTenantId: () => undefined });
});

/** Lets the failing query run through its three retries. */
const skipRetries = () => act(() => vi.advanceTimersByTimeAsync(8_000));

describe('the gates speak the user-info language and have a way out', () => {
  it('role screen: a Japanese user with an English browser, no role in ACME — in Japanese, with a switch to Beta and sign out', async () => {
    const { user, signoutRedirect } = renderGates({ user: 'otherOrgEditor' });
    expect(await screen.findByRole('heading', { name: '権限がありません' })).toBeInTheDocument();
    expect(screen.getByText('このアプリケーションを利用する権限がありません。')).toBeInTheDocument();
    // Only the organization where the user has a studio role is offered, by name.
    const switchTo = screen.getByRole('button', { name: 'Beta Corporation に切り替える' });
    expect(screen.queryByRole('button', { name: /ガンマ研究所|ACME/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'サインアウト' }));
    expect(signoutRedirect).toHaveBeenCalledTimes(1);

    await user.click(switchTo);
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
    expect(localStorage.getItem('ais-active-org')).toBe('297712345678901234');
  });

  it('role screen with no organization at all (before user info is read): in the session language, with sign out', async () => {
    const { user, signoutRedirect } = renderGates({ user: 'noRole' });
    expect(await screen.findByRole('heading', { name: '権限がありません' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /切り替える/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'サインアウト' }));
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('the user who is admin in ACME only: the role screen in Beta offers ACME back (in English for an English user)', async () => {
    localStorage.setItem('ais-active-org', '297712345678901234');
    const { user } = renderGates({ user: 'mixed', language: 'ja-jp' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to ACME 株式会社' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
  });

  it('IP restriction screen: in the user language, with sign out', async () => {
    scenario.set({ ipRestricted: true });
    const { user, signoutRedirect } = renderGates({ user: 'admin' });
    expect(await screen.findByRole('heading', { name: 'IP アドレスが制限されています' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'サインアウト' }));
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('not found: in the user language, with the way to the project list', async () => {
    const { user } = renderGates({ user: 'admin', url: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'プロジェクト一覧へ' });
    expect(home).toHaveAttribute('href', '/poc/projects');
    await user.click(home);
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
  });

  it('a language chosen in the account menu wins over the user locale: after a reload and a new sign-in, still that language (for that user only)', async () => {
    // The admin's locale is Japanese; the page has the account menu open.
    const withMenu = (
      <>
        <h1>Project list</h1>
        <AccountMenuItems anchor={document.body} onClose={() => undefined} />
      </>
    );
    const { user } = renderGates({ user: 'admin', page: withMenu });
    const menu = within(await screen.findByRole('menu'));
    expect(document.documentElement.lang).toBe('ja');
    await user.click(menu.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();

    // Reload (a new page load and session object), the browser's language Japanese: English, from the first screen on.
    cleanup();
    resetUserLanguage();
    renderGates({ user: 'admin', language: 'ja-jp', page: withMenu });
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'ログアウト' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');

    // Another user of the same browser keeps their own locale (Japanese).
    cleanup();
    resetUserLanguage();
    renderGates({ user: 'otherOrgEditor' });
    expect(await screen.findByRole('heading', { name: '権限がありません' })).toBeInTheDocument();
  });

  it('the pages wait for the language: the studio opens in the user language, not the browser one first', async () => {
    renderGates({ user: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('a failed start offers retry', () => {
  it('organizations fail: the spec message and Retry, which loads them again', async () => {
    failCalls(getListMyProjectOrgsMockHandler, 500);
    const { user } = renderGates({ user: 'agentEditor' });
    await skipRetries();
    expect(await screen.findByRole('heading', { name: 'Failed to get my organizations' })).toBeInTheDocument();
    expect(screen.getByText('If this keeps happening, contact your administrator.')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-notice')).toBeNull(); // an answer came: not offline
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    server.resetHandlers(); // the backend is back
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
  });

  it('offline: the offline message, and Retry loads again (spinner) until the network is back', async () => {
    scenario.set({ offline: true });
    const { user } = renderGates({ user: 'agentEditor' });
    await skipRetries();
    expect(await screen.findByRole('heading', { name: 'Failed to get my organizations' })).toBeInTheDocument();
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('You are offline. Please check your network connection.');

    // Still offline: the retry runs (the spinner shows) and fails again, with Retry again.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status', { name: 'Loading organizations…' })).toBeInTheDocument();
    await skipRetries();
    expect(await screen.findByRole('heading', { name: 'Failed to get my organizations' })).toBeInTheDocument();

    scenario.set({ offline: false });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it.each([
    ['user info', getGetUserInfoMockHandler, 'Failed to get userinfo'],
    ['the IP check', getCheckIpRestrictionMockHandler, 'Failed to check your IP address. Please try again later.'],
  ] as const)('%s fails: the message and Retry, which passes the gate', async (_what, handlerOf, message) => {
    failCalls(handlerOf, 500);
    const { user } = renderGates({ user: 'agentEditor' });
    await skipRetries();
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
  });

  it('a Japanese user sees the failure in Japanese (the session language applies before organizations load)', async () => {
    failCalls(getListMyProjectOrgsMockHandler, 500);
    renderGates({ user: 'admin' });
    await skipRetries();
    expect(await screen.findByRole('heading', { name: '所属組織の取得に失敗しました' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '再試行' })).toBeEnabled());
  });
});
