/**
 * An unknown project, or another organization's (the backend answers 404 for both), is the Not Found page
 * (§2) at the project's layout, once: not a skeleton per section, then a red box per section after retried
 * 404s. The way back is the project list.
 */
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT } from '../../mocks/fixtures/ids';
import { server } from '../../mocks/node';
import { ProjectHomePage } from '../features/projects/pages/project-home-page';
import { WorkflowListPage } from '../features/workflows/pages/workflow-list-page';
import { setRuntimeConfig } from '../lib/runtime-config';
import { TestAccess } from '../test/access';
import { createTestI18n } from '../test/i18n';
import { TestProviders } from '../test/providers';
import { ProjectLayout } from './project-layout';

/** Product calls (path and status) answered from now on. */
function recordAnswers() {
  const answers: { path: string; status: number }[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) =>
    answers.push({ path: new URL(request.url).pathname, status: response.status });
  server.events.on('response:mocked', listener);
  stops.push(() => server.events.removeListener('response:mocked', listener));
  return answers;
}
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The project's routes as the router nests them: the project list, and the project's layout around two of its pages. */
function open(url: string, language = 'en-us') {
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  const router = createMemoryRouter(
    [
      { path: '/poc/projects', element: <h1>Project list</h1> },
      {
        path: '/poc/projects/:projectId',
        element: <ProjectLayout />,
        children: [
          { index: true, element: <ProjectHomePage /> },
          { path: 'workflows/list/*', element: <WorkflowListPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders i18n={createTestI18n(language)}>
      <TestAccess role="admin">
        <RouterProvider router={router} />
      </TestAccess>
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('a project the backend does not know is Not Found, at the project layout', () => {
  it('an unknown project: Not Found (asked once, never retried) with the way back to the project list, instead of the sections', async () => {
    const answers = recordAnswers();
    const { user, router } = open('/poc/projects/prj_nope/workflows/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    // No section of the page, and no failure box: the page is the Not Found page.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Failed to/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Workflows' })).toBeNull();
    // A 404 is the answer: each call made once.
    const notFound = answers.filter((answer) => answer.status === 404);
    expect(notFound.length).toBeGreaterThan(0);
    expect(new Set(notFound.map((answer) => answer.path)).size).toBe(notFound.length);

    const back = screen.getByRole('link', { name: 'Go to the project list' });
    expect(back).toHaveAttribute('href', '/poc/projects');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Project list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/poc/projects');
  });

  it("another organization's project, on its home (eleven sections): one Not Found page, in Japanese", async () => {
    const answers = recordAnswers();
    open(`/poc/projects/${PROJECT.betaSales}`, 'ja-jp');
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プロジェクト一覧へ' })).toHaveAttribute('href', '/poc/projects');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/に失敗しました/)).toBeNull();
    expect(answers.filter((answer) => answer.path === `/studio/v1/projects/${PROJECT.betaSales}`)).toEqual([
      { path: `/studio/v1/projects/${PROJECT.betaSales}`, status: 404 },
    ]);
  });

  it('a project of the organization opens its page', async () => {
    open(`/poc/projects/${PROJECT.support}/workflows/list`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workflows' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Not Found' })).toBeNull());
  });
});
