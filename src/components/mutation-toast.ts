/**
 * The toasts every mutation shows (§8): 'Failed to {verb} {thing}. Please try again later.' and
 * '{Verb}ed {thing} “{name}”'. Verbs are the spec's; things are translated by the calling feature
 * (e.g. i18n.t('workflows:things.folder')), so every area words its toasts the same way in both languages.
 * A change the backend refused with 429 (too many requests) is not retried: its failure toast says
 * how long to wait ('Too many requests: try again in N seconds.'). A change the backend refused with 403
 * says why, from the contract's `reason` ('Only an administrator can do this.', 'You have no role in this
 * organization.', 'You do not hold the edit permission for this workflow.'), without 'try again later':
 * every failed change of every area is worded here, so every screen says it the same way.
 */
import { isTooManyRequests } from '../api/errors';
import type { Translate } from '../lib/translate';
import { toast } from './toast/toast-store';
import { refusalMessage } from './refusal-message';

export { refusalMessage };

export const MUTATION_VERBS = [
  'fetch',
  'create',
  'update',
  'delete',
  'save',
  'export',
  'import',
  'execute',
  'cancel',
  'move',
  'duplicate',
  'rename',
  'rebuild',
  'publish',
  'unpublish',
] as const;
export type MutationVerb = (typeof MUTATION_VERBS)[number];

/**
 * The failure sentence, for a toast or an inline alert. Given the `error`, a refusal (403) says why instead of
 * 'Please try again later.' ('Failed to publish shared custom node. Only an administrator can do this.').
 */
export function mutationFailedMessage(t: Translate, verb: MutationVerb, thing: string, error?: unknown): string {
  const reason = refusalMessage(t, error);
  const words = { verb: t(`common:mutation.verbs.${verb}`), thing };
  return reason === undefined ? t('common:mutation.failed', words) : t('common:mutation.refusedBecause', { ...words, reason });
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
 * The failure toast. `description`: a refusal the user can act on (the feature's wording, e.g. a 409);
 * without one, why a 403 `error` was refused (then the title leaves out 'Please try again later.': trying
 * again changes nothing), or the wait a 429 asks for.
 */
export function toastMutationFailed(t: Translate, verb: MutationVerb, thing: string, description?: string, error?: unknown): void {
  const refusal = refusalMessage(t, error);
  const detail = description ?? refusal ?? tooManyRequestsMessage(t, error);
  const title =
    refusal === undefined ? mutationFailedMessage(t, verb, thing) : t('common:mutation.refused', { verb: t(`common:mutation.verbs.${verb}`), thing });
  toast({ title, ...(detail ? { description: detail } : {}), variant: 'destructive' });
}

export function toastMutationSucceeded(t: Translate, verb: MutationVerb, thing: string, name?: string): void {
  toast({ title: mutationSucceededMessage(t, verb, thing, name), variant: 'success' });
}
