import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ProjectListPage } from './features/projects/pages/project-list-page';
import { AppProviders } from './app/providers';
import { startMocking } from './app/start-mocking';
import { createI18n } from './lib/i18n';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing root element');
  await startMocking();
  const language = new URLSearchParams(window.location.search).get('lang') ?? navigator.language;
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={createI18n(language)}>
        <ProjectListPage />
      </AppProviders>
    </StrictMode>,
  );
}

void main();
