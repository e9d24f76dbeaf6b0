/**
 * Mock-mode bootstrap: the one place in src/ that loads mocks/. The check on `import.meta.env` is
 * literal so that production builds drop the dynamic import (and MSW, faker, the seed data) entirely.
 */
export async function startMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MODE !== 'msw') return;
  const { startMockWorker } = await import('../../mocks/browser');
  await startMockWorker();
}
