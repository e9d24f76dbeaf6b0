/**
 * Switching organization re-scopes every cached query (#28): after the switch no data of the previous
 * organization is on screen (page, top bar), and every call made from the switch on names the new
 * organization in `aiw-tenant-id` — the request context reads the active organization before any refetch.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORG } from '../../../mocks/fixtures/ids';
import { DEV_USERS } from '../../../mocks/fixtures/people';
import { testToken } from '../../../mocks/lib/test-tokens';
import { server } from '../../../mocks/node';
import { setRequestContext } from '../../api/request-context';
import { AgentListPage } from '../../features/agents/pages/agent-list-page';
import { ProjectListPage } from '../../features/projects/pages/project-list-page';
import { readActiveOrganization } from '../../lib/active-organization-storage';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { createTestI18n } from '../../test/i18n';
import { TestProviders } from '../../test/providers';
import { GatedApp } from '../gated-app';
import { resetUserLanguage } from '../gates/use-user-language';
import { ShellLayout } from '../shell/shell-layout';

/** The studio as the router runs it — gates, shell, a page — signed in as the admin (a studio role in ACME, Beta and Gamma). */
function renderStudio(url: string) {
  const { sub } = DEV_USERS.admin;
  const auth = {
    isAuthenticated: true,
    isLoading: false,
    // An English session: the pages speak English (the user-info locale is checked by the gates' own tests).
    user: { profile: { sub, locale: 'en' }, access_token: testToken('admin') },
    events: { addAccessTokenExpired: () => () => undefined },
    settings: {},
    signoutRedirect: async () => undefined,
  } as unknown as AuthContextProps;
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  // As the studio does (src/auth/stored-session.ts): the tenant is the active organization at request time.
  setRequestContext({ getAccessToken: () => testToken('admin'), getTenantId: readActiveOrganization });
  const router = createMemoryRouter(
    [
      {
        element: <GatedApp />,
        children: [
          {
            path: '/poc/projects',
            element: <ShellLayout />,
            children: [
              { index: true, element: <ProjectListPage /> },
              { path: ':projectId/agents', element: <AgentListPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders i18n={createTestI18n('en-us')}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </TestProviders>,
  );
  return { user: userEvent.setup(), router };
}

const stopRecording: (() => void)[] = [];

/** The tenant header of every product call from now on, with its path (until the test ends). */
function recordTenants(): { path: string; tenant: string | null }[] {
  const calls: { path: string; tenant: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/studio/')) calls.push({ path, tenant: request.headers.get('aiw-tenant-id') });
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return calls;
}

const ACME_NAMES = /カスタマーサポート自動化|Invoice checker|社内ナレッジ検索|サポート一次対応/;

beforeEach(() => {
  localStorage.clear();
  resetUserLanguage();
});
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

describe('switching organization', () => {
  it("shows none of the previous organization's data, and every call after the switch names the new one", async () => {
    const calls = recordTenants();
    const { user, router } = renderStudio('/poc/projects/prj_support/agents');
    // ACME's agents on the page, ACME's projects in the top bar's project switcher.
    const grid = await screen.findByRole('grid', { name: 'Agents' });
    expect(within(grid).getByText('サポート一次対応')).toBeInTheDocument();
    const projectSwitcher = await screen.findByRole('combobox', { name: 'Project' });
    expect(projectSwitcher).toHaveTextContent('カスタマーサポート自動化');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.tenant === ORG.acme)).toBe(true);

    const before = calls.length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Beta Corporation');

    // The studio starts again at the project list, with Beta's one project.
    expect(await screen.findByRole('link', { name: 'Sales assistant' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/poc/projects');
    expect(readActiveOrganization()).toBe(ORG.beta);
    expect(document.body.textContent).not.toMatch(ACME_NAMES);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).not.toHaveTextContent('カスタマーサポート自動化'));

    // Every call since the switch — the list and the switcher's refetch — named Beta, none ACME.
    const after = calls.slice(before);
    expect(after.some((call) => call.path === '/studio/v1/projects')).toBe(true);
    expect(after.filter((call) => call.tenant !== ORG.beta)).toEqual([]);
  });

  it('going back to the previous organization loads its data again (nothing kept from before)', async () => {
    const { user } = renderStudio('/poc/projects');
    expect(await screen.findByRole('link', { name: 'Invoice checker' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Beta Corporation');
    expect(await screen.findByRole('link', { name: 'Sales assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoice checker' })).toBeNull();

    const calls = recordTenants();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'ACME 株式会社');
    expect(await screen.findByRole('link', { name: 'Invoice checker' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales assistant' })).toBeNull();
    expect(calls.filter((call) => call.path === '/studio/v1/projects').length).toBeGreaterThan(0);
    expect(calls.every((call) => call.tenant === ORG.acme)).toBe(true);
  });
});
