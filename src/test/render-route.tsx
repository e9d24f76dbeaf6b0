import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { server } from '../../mocks/node';
import { TestProviders } from './providers';
import { Toaster } from '../components/toast/toaster';
import { setRuntimeConfig } from '../lib/runtime-config';
import type { Role } from '../auth/roles';
import type { ErrorReason } from '../generated/model';
import { TestAccess } from './access';
import { createTestI18n } from './i18n';

/**
 * An area's page as the router shows it: the route's pattern in a data router (as the studio's, so
 * `useBlocker` works), the URL to open, every provider, the signed-in role (admin unless said), the toaster, and the stateful mock backend
 * (msw/node); any other path renders nothing. Returns a userEvent session and the router.
 *
 *   const { user } = renderRoute(<ToolListPage />, { path: '/poc/projects/:projectId/tools', url: '/poc/projects/prj_support/tools' });
 */
export function renderRoute(
  page: ReactElement,
  { path, url, language = 'en-us', role = 'admin' }: { path: string; url: string; language?: string; role?: Role },
) {
  const user = userEvent.setup();
  // Same origin as jsdom's page, as in mock mode (jsdom enforces CORS like a browser).
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <TestProviders i18n={createTestI18n(language)}>
      <TestAccess role={role}>
        <RouterProvider router={router} />
      </TestAccess>
      <Toaster />
    </TestProviders>,
  );
  return { user, router, ...view };
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

/**
 * Makes the next calls of one operation refused with 403 and the contract's reason, as the backend refuses
 * them (e.g. `refuseCalls(getCreateApiVersionMockHandler, 'EDIT_PERMISSION_REQUIRED')`). The mock backend
 * itself refuses a token without a studio role in the tenant (TENANT_FORBIDDEN) or an agent editor's admin
 * call (ROLE_FORBIDDEN): `setRequestContext` with `testToken('otherOrgEditor' | 'agentEditor')`.
 */
export function refuseCalls(handlerOf: ResolverFactory, reason: ErrorReason, message = 'Forbidden'): void {
  server.use(
    handlerOf(() => {
      throw HttpResponse.json({ code: 403, message, reason }, { status: 403 });
    }),
  );
}
