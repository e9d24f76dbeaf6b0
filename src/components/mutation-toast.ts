/**
 * The toasts every mutation shows (§8): 'Failed to {verb} {thing}. Please try again later.' and
 * '{Verb}ed {thing} “{name}”'. Verbs are the spec's; things are translated by the calling feature
 * (e.g. i18n.t('workflows:things.folder')), so every area words its toasts the same way in both languages.
 */
import type { Translate } from '../lib/translate';
import { toast } from './toast/toast-store';

export const MUTATION_VERBS = ['fetch', 'create', 'update', 'delete', 'save', 'export', 'import', 'execute', 'cancel', 'move', 'duplicate', 'rename'] as const;
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

export function toastMutationFailed(t: Translate, verb: MutationVerb, thing: string, description?: string): void {
  toast({ title: mutationFailedMessage(t, verb, thing), ...(description ? { description } : {}), variant: 'destructive' });
}

export function toastMutationSucceeded(t: Translate, verb: MutationVerb, thing: string, name?: string): void {
  toast({ title: mutationSucceededMessage(t, verb, thing, name), variant: 'success' });
}
