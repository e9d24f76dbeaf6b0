import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router-dom';
import { AppOverlays } from './app/app-overlays';
import { AppProviders } from './app/providers';
import { registerRoutes } from './lib/prefetch';
import { createStudioRouter, routes } from './app/router';
import { startMocking } from './app/start-mocking';
import { CALLBACK_PATH } from './auth/oidc-settings';
import { connectApiToSession } from './auth/stored-session';
import { getUserManager } from './auth/user-manager';
import { initI18n } from './lib/i18n';
import { getRuntimeConfig } from './lib/runtime-config';
import { startObservability } from './lib/observability';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing root element');
  const config = getRuntimeConfig();
  await startMocking();
  const i18n = await initI18n(import.meta.env.VITE_BUILD_ID ?? 'dev');
  startObservability(config);
  connectApiToSession();
  registerRoutes(routes);
  const router = createStudioRouter();

  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <AuthProvider
          userManager={getUserManager()}
          skipSigninCallback={window.location.pathname !== CALLBACK_PATH}
          onSigninCallback={() => undefined}
        >
          <RouterProvider router={router} />
          <AppOverlays />
        </AuthProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void main();
