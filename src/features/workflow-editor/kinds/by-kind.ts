/** A record with one value per kind of the contract, read from the entries of a kind table (the model's or the view's). */
import type { NodeKind } from '../../../generated/model';

export function recordByKind<E extends { readonly kind: NodeKind }, T>(entries: readonly E[], pick: (entry: E) => T): Record<NodeKind, T> {
  // A cast: Object.fromEntries cannot say its keys. The entries come from KIND_MODELS / KIND_VIEWS,
  // whose types require an entry for every NodeKind, so every key is present.
  return Object.fromEntries(entries.map((entry) => [entry.kind, pick(entry)])) as Record<NodeKind, T>;
}
