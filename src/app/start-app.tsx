/**
 * The studio proper, loaded by the entry (src/main.ts) once no sign-in redirect is due: mock bootstrap
 * (mock builds), i18n (the shell's namespaces in the detected language), observability, the router.
 */
import { StrictMode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import { prefetchOnNavigation, prefetchRouteCode, registerRouteData, registerRoutes } from '../lib/prefetch';
import { paths } from '../lib/paths';
import { CALLBACK_PATH } from '../auth/oidc-settings';
import { connectApiToSession } from '../auth/stored-session';
import { getUserManager } from '../auth/user-manager';
import { initI18n } from '../lib/i18n';
import { getRuntimeConfig } from '../lib/runtime-config';
import { startObservability } from '../lib/observability';
import { AppOverlays } from './app-overlays';
import { AppProviders, createStudioQueryClient } from './providers';
import { createStudioRouter, routes } from './router';
import { startMocking } from './start-mocking';
import { createStudioRoot } from './studio-root';

export async function startApp(root: HTMLElement): Promise<void> {
  const config = getRuntimeConfig();
  await startMocking();
  const i18n = await initI18n(import.meta.env.VITE_BUILD_ID ?? 'dev');
  startObservability(config);
  connectApiToSession();
  registerRoutes(routes);
  // The page's code and translations load while the gates run (not after them); back from sign-in,
  // that page is most often the project list. Its data waits for the gates (the session and the
  // organization are checked first): the page reads it.
  prefetchRouteCode(window.location.pathname === CALLBACK_PATH ? paths.projects.href() : window.location.pathname);
  const router = createStudioRouter();
  // From here on, intent (a link hovered or focused) and every navigation warm the page's data too.
  const queryClient = createStudioQueryClient();
  registerRouteData(queryClient, () => import('./route-data').then(({ routeReads }) => routeReads));
  prefetchOnNavigation(router);

  // Render errors no boundary caught reach the reporter too, and the console (studio-root.ts).
  createStudioRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} createClient={() => queryClient}>
        <AuthProvider userManager={getUserManager()} skipSigninCallback={window.location.pathname !== CALLBACK_PATH} onSigninCallback={() => undefined}>
          <RouterProvider router={router} />
          <AppOverlays />
        </AuthProvider>
      </AppProviders>
    </StrictMode>,
  );
}
