import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/query-client';
import { reportError } from '../lib/observability';
import { theme, THEME_STORAGE_KEY } from './theme';

/** The studio's query client: failed changes nobody handles reach the error reporter. */
export const createStudioQueryClient = () => createQueryClient({ report: reportError });

/**
 * Every provider the studio's screens need, in one place (tests render through it too, with a query
 * client of their own from `createClient`).
 */
export function AppProviders({
  i18n,
  children,
  createClient = createStudioQueryClient,
}: {
  i18n: I18n;
  children: ReactNode;
  createClient?: () => QueryClient;
}) {
  const [queryClient] = useState(createClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme} defaultMode="light" modeStorageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
