/**
 * The one mutation helper of every area: a generated mutation's options (`get…MutationOptions()`),
 * plus how to word the change. On success the query client has already refetched what the change made
 * stale (the cache policy, src/api/cache-policy, by the mutation's key); the helper then toasts
 * '{Done} {thing} “{name}”'; on failure it toasts the spec's
 * 'Failed to {verb} {thing}. Please try again later.' (with the refusal the user can act on, when there
 * is one, or the wait a 429 asks for). A mutation is never retried by itself. Its failure is shown, so it is marked handled (`meta.handled`:
 * the error reporter only receives it when it is a 5xx, src/api/query-client.ts). UI side effects (close the dialog, navigate) belong to the caller's `mutate(vars, { onSuccess })`.
 */
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type MutationVerb, toastMutationFailed, toastMutationSucceeded } from '../mutation-toast';

export interface MutationFeedback<TData, TError, TVariables> {
  verb: MutationVerb;
  /** What is changed, translated by the feature (e.g. t('tools:things.tool')). */
  thing: string;
  /** The item's name in the success toast. */
  name?(data: TData, variables: TVariables): string | undefined;
  /** A refusal the user can act on, in their language (e.g. a 409), shown under the failure message. */
  explain?(error: TError, variables: TVariables): string | undefined;
  /** No success toast: the change is the second call of one the user made, whose first call has said so. */
  quietSuccess?: boolean;
}

export function useToastMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  feedback: MutationFeedback<NoInfer<TData>, NoInfer<TError>, NoInfer<TVariables>>,
) {
  const { t } = useTranslation().i18n;
  return useMutation<TData, TError, TVariables, TContext>({
    ...options,
    meta: { ...options.meta, handled: true },
    onSuccess: (data, variables) => {
      if (!feedback.quietSuccess) toastMutationSucceeded(t, feedback.verb, feedback.thing, feedback.name?.(data, variables));
    },
    // The spec words a failed rename as 'Failed to update …' (§8).
    onError: (error, variables) =>
      toastMutationFailed(t, feedback.verb === 'rename' ? 'update' : feedback.verb, feedback.thing, feedback.explain?.(error, variables), error),
  });
}
