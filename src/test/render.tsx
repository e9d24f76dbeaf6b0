import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { createTestI18n } from './i18n';
import { setRuntimeConfig } from '../lib/runtime-config';

/** Renders a screen with every provider of the studio, against the mock backend (msw/node). */
export function renderWithProviders(ui: ReactElement, { language = 'en-us' }: { language?: string } = {}) {
  // Same origin as jsdom's page, as in mock mode (jsdom enforces CORS like a browser).
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  return render(<AppProviders i18n={createTestI18n(language)}>{ui}</AppProviders>);
}
