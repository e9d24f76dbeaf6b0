/**
 * Mock-mode bootstrap: the one place in src/ that loads mocks/. The check on `import.meta.env` is
 * literal so that production builds drop the dynamic import (and MSW, faker, the seed data) entirely.
 * In a mock build, the runtime config decides: apiMode 'msw' starts the service worker; 'server'
 * (the e2e runs against the mock server behind Prism) only installs the demo controls for it.
 */
import { getRuntimeConfig } from '../lib/runtime-config';

export async function startMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MODE !== 'msw') return;
  const config = getRuntimeConfig();
  const { startMockWorker, connectMockServer } = await import('../../mocks/browser');
  // The mock backend verifies the bearer tokens of the local OpenID Provider the studio signs in with.
  if (config.apiMode === 'msw') await startMockWorker({ trustedIssuers: [config.oidcAuthority] });
  else if (config.apiMode === 'server' && config.mockControlUrl) await connectMockServer(config.mockControlUrl, config.apiBaseUrl);
}
