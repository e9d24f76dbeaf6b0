import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TestProviders } from './providers';
import { setRuntimeConfig } from '../lib/runtime-config';
import type { Role } from '../auth/roles';
import { TestAccess } from './access';
import { createTestI18n } from './i18n';

/**
 * Renders a screen with every provider of the studio and a memory router, against the mock backend
 * (msw/node).
 */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en-us', route = '/', role = 'admin' }: { language?: string; route?: string; role?: Role } = {},
) {
  // Same origin as jsdom's page, as in mock mode (jsdom enforces CORS like a browser).
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  return render(
    <TestProviders i18n={createTestI18n(language)}>
      <TestAccess role={role}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </TestAccess>
    </TestProviders>,
  );
}
