/**
 * The toasts every mutation shows (§8): 'Failed to {verb} {thing}. Please try again later.' and
 * '{Verb}ed {thing} “{name}”'. Verbs are the spec's; things are translated by the calling feature
 * (e.g. i18n.t('workflows:things.folder')), so every area words its toasts the same way in both languages.
 * A change the backend refused with 429 (too many requests) is not retried: its failure toast says
 * how long to wait ('Too many requests: try again in N seconds.').
 */
import { isTooManyRequests } from '../api/errors';
import type { Translate } from '../lib/translate';
import { toast } from './toast/toast-store';

export const MUTATION_VERBS = ['fetch', 'create', 'update', 'delete', 'save', 'export', 'import', 'execute', 'cancel', 'move', 'duplicate', 'rename', 'rebuild', 'publish', 'unpublish'] as const;
export type MutationVerb = (typeof MUTATION_VERBS)[number];

/** The failure sentence, for a toast or an inline alert. */
export function mutationFailedMessage(t: Translate, verb: MutationVerb, thing: string): string {
  return t('common:mutation.failed', { verb: t(`common:mutation.verbs.${verb}`), thing });
}

/** The success sentence; `name` is the item's name when it has one. */
export function mutationSucceededMessage(t: Translate, verb: MutationVerb, thing: string, name?: string): string {
  const done = t(`common:mutation.done.${verb}`);
  return name === undefined ? t('common:mutation.succeeded', { done, thing }) : t('common:mutation.succeededNamed', { done, thing, name });
}

/** For a 429: how long to wait, from the answer's Retry-After ('…try again in N seconds.'); else undefined. */
export function tooManyRequestsMessage(t: Translate, error: unknown): string | undefined {
  if (!isTooManyRequests(error)) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined || seconds <= 0 ? t('common:mutation.tooManyRequestsLater') : t('common:mutation.tooManyRequests', { count: seconds });
}

/**
 * The failure toast. `description`: a refusal the user can act on; without one, the wait a 429 `error`
 * asks for.
 */
export function toastMutationFailed(t: Translate, verb: MutationVerb, thing: string, description?: string, error?: unknown): void {
  const detail = description ?? tooManyRequestsMessage(t, error);
  toast({ title: mutationFailedMessage(t, verb, thing), ...(detail ? { description: detail } : {}), variant: 'destructive' });
}

export function toastMutationSucceeded(t: Translate, verb: MutationVerb, thing: string, name?: string): void {
  toast({ title: mutationSucceededMessage(t, verb, thing, name), variant: 'success' });
}
