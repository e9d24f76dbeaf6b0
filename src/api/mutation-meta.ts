/**
 * What a mutation says about itself to the query client (`meta`, typed through TanStack Query's
 * `Register`): whether its failure is handled — shown to the user by a toast or an inline message —
 * which decides what the error reporter receives (query-client.ts).
 */
export interface StudioMutationMeta extends Record<string, unknown> {
  /** The failure is shown to the user (toast, inline message, a form's field errors). */
  handled?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: StudioMutationMeta;
  }
}

/** Spread into a mutation's options when the caller shows its failure itself (per call or with its own onError). */
export const HANDLED = { meta: { handled: true } } as const satisfies { meta: StudioMutationMeta };
