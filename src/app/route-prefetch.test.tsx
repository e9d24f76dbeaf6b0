/**
 * Routes declare what they read (./route-data.ts): a link hovered or focused for 50 ms, and a navigation as
 * it begins, warm the page's data under the page's own query key — with a token and an organization only —
 * and never the editor's graph.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { ORG, PROJECT, WORKFLOW } from '../../mocks/fixtures/ids';
import { testToken } from '../../mocks/lib/test-tokens';
import { createQueryClient } from '../api/query-client';
import { setRequestContext } from '../api/request-context';
import { ToolListPage } from '../features/tools/pages/tool-list-page';
import { getListAgentsQueryKey } from '../generated/agents/agents';
import { getGetProjectQueryKey } from '../generated/projects/projects';
import { getListToolsQueryKey } from '../generated/tools/tools';
import { getGetWorkflowGraphQueryKey } from '../generated/workflow-graphs/workflow-graphs';
import { paths } from '../lib/paths';
import { intentHandlers, PRELOAD_DELAY_MS, prefetchOnNavigation, registerRouteData } from '../lib/prefetch';
import { setRuntimeConfig } from '../lib/runtime-config';
import { TestAccess } from '../test/access';
import { createTestI18n } from '../test/i18n';
import { AppProviders } from './providers';

const TOOLS = `${paths.tools.href(PROJECT.support)}?name=faq`;
const EDITOR = paths.workflowEditor.href(PROJECT.support, WORKFLOW.supportTriage);
const HOME = paths.project.href(PROJECT.support);

let queryClient: QueryClient;
let requests: string[];
const undo: (() => void)[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  queryClient = createQueryClient({ wait: () => 0 });
  requests = [];
  server.events.on('request:start', record);
  // As start-app registers it: the reads load on the first prefetch.
  undo.push(registerRouteData(queryClient, () => import('./route-data').then(({ routeReads }) => routeReads)));
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  for (const stop of undo.splice(0)) stop();
});

/** Links as the shell renders them: the intent handlers on each. */
function renderLinks(...hrefs: string[]) {
  render(
    <nav>
      {hrefs.map((href) => (
        <a key={href} href={href} {...intentHandlers(href)}>
          {href}
        </a>
      ))}
    </nav>,
  );
  return (href: string) => screen.getByRole('link', { name: href });
}

const settled = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.status;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('intent prefetch', () => {
  it("hovering a link for 50 ms puts its page's list in the cache under the page's own key; the page then reads nothing", async () => {
    const link = renderLinks(TOOLS);
    await userEvent.setup().hover(link(TOOLS));
    // The key the tool list page builds for ?name=faq (page 1, 10 a page).
    const key = getListToolsQueryKey(PROJECT.support, { page: 1, pageSize: 10, name: 'faq' });
    await waitFor(() => expect(settled(key)).toBe('success'));
    await waitFor(() => expect(settled(getGetProjectQueryKey(PROJECT.support))).toBe('success'));
    expect(requests.filter((line) => line.includes('/tools'))).toHaveLength(1);

    // The page, on the same cache: its rows at once, and no second read of its list.
    const router = createMemoryRouter([{ path: `${paths.project.path}/${paths.tools.path}`, element: <ToolListPage /> }], { initialEntries: [TOOLS] });
    render(
      <AppProviders i18n={createTestI18n('en-us')} createClient={() => queryClient}>
        <TestAccess role="admin">
          <RouterProvider router={router} />
        </TestAccess>
      </AppProviders>,
    );
    expect(within(await screen.findByRole('grid', { name: 'Tools' })).getByText('search_faq')).toBeInTheDocument();
    expect(requests.filter((line) => line.includes('/tools'))).toHaveLength(1);
  });

  it('focusing a link to a project reads the project its layout waits for', async () => {
    const link = renderLinks(HOME);
    fireEvent.focus(link(HOME));
    await waitFor(() => expect(settled(getGetProjectQueryKey(PROJECT.support))).toBe('success'));
  });

  it('prefetches nothing without an organization (the page would send one)', async () => {
    const link = renderLinks(TOOLS, HOME);
    setRequestContext({ getAccessToken: () => testToken('admin'), getTenantId: () => undefined });
    fireEvent.mouseEnter(link(TOOLS));
    await pause(PRELOAD_DELAY_MS + 20);
    // Then with one: this later prefetch settles after the first would have.
    setRequestContext({ getAccessToken: () => testToken('admin'), getTenantId: () => ORG.acme });
    fireEvent.mouseEnter(link(HOME));
    await waitFor(() => expect(settled(getGetProjectQueryKey(PROJECT.support))).toBe('success'));
    expect(queryClient.getQueryCache().findAll({ queryKey: getListToolsQueryKey(PROJECT.support) })).toEqual([]);
    expect(requests.filter((line) => line.includes('/tools'))).toEqual([]);
  });

  it("never prefetches the editor's graph (its layout's project only)", async () => {
    const link = renderLinks(EDITOR);
    await userEvent.setup().hover(link(EDITOR));
    await waitFor(() => expect(settled(getGetProjectQueryKey(PROJECT.support))).toBe('success'));
    expect(queryClient.getQueryCache().findAll({ queryKey: getGetWorkflowGraphQueryKey(PROJECT.support, WORKFLOW.supportTriage) })).toEqual([]);
    expect(requests.filter((line) => line.includes('/graph'))).toEqual([]);
  });
});

describe('navigation prefetch', () => {
  it("starts the next page's reads as the navigation begins; the editor's graph never", async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/'] });
    undo.push(prefetchOnNavigation(router));
    await act(() => router.navigate(paths.agents.href(PROJECT.support)));
    await waitFor(() => expect(settled(getListAgentsQueryKey(PROJECT.support, { page: 1, pageSize: 10 }))).toBe('success'));
    await act(() => router.navigate(EDITOR));
    await pause(PRELOAD_DELAY_MS);
    expect(queryClient.getQueryCache().findAll({ queryKey: getGetWorkflowGraphQueryKey(PROJECT.support, WORKFLOW.supportTriage) })).toEqual([]);
    expect(requests.filter((line) => line.includes('/graph'))).toEqual([]);
  });
});
