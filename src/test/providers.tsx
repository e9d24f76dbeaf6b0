import type { ComponentProps } from 'react';
import { createQueryClient } from '../api/query-client';
import { EditorSlots } from '../app/editor-slots';
import { AppProviders } from '../app/providers';

/**
 * The studio's providers for a component test: the studio's query client, retrying a failed query as
 * the studio does (3 times, never after 401/403) but without the backoff between tries — the backoff
 * is proved in src/api/query-client.test.ts, and a failure test need not wait 7 s for it. The parts one
 * area gives another (src/app/editor-slots.tsx, which the editor's route provides) are provided too, so
 * an area's screen renders as its route shows it.
 */
const createTestQueryClient = () => createQueryClient({ wait: () => 0 });

export function TestProviders({ children, ...props }: Omit<ComponentProps<typeof AppProviders>, 'createClient'>) {
  return (
    <AppProviders {...props} createClient={createTestQueryClient}>
      <EditorSlots>{children}</EditorSlots>
    </AppProviders>
  );
}
