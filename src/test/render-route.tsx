import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { server } from '../../mocks/node';
import { Toaster } from '../components/toast/toaster';
import { renderWithProviders } from './render';

/**
 * An area's page as the router shows it: the route's pattern, the URL to open, every provider, the
 * toaster, and the stateful mock backend (msw/node). Returns a userEvent session.
 *
 *   const { user } = renderRoute(<ToolListPage />, { path: '/poc/projects/:projectId/tools', url: '/poc/projects/prj_support/tools' });
 */
export function renderRoute(page: ReactElement, { path, url, language = 'en-us' }: { path: string; url: string; language?: string }) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
      <Toaster />
    </>,
    { route: url, language },
  );
  return { user, ...view };
}

/** The text of the visible toast. */
export async function toastText(): Promise<string> {
  return (await screen.findByTestId('toast')).textContent ?? '';
}

type ResolverFactory = (resolver: () => never) => RequestHandler;

/**
 * Makes the next calls of one operation fail with the contract's error body, e.g.
 * `failCalls(getCreateToolMockHandler, 500)` (every call until the test ends; `{ once: true }` for one).
 */
export function failCalls(handlerOf: ResolverFactory, status = 500, message = 'Internal Server Error'): void {
  server.use(
    handlerOf(() => {
      throw HttpResponse.json({ code: status, message }, { status });
    }),
  );
}
