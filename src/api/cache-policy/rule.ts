/**
 * One entry of the cache policy: the generated query keys a successful mutation makes stale, given its
 * variables and its answer, and how they are refreshed:
 * - 'await' (default): active queries refetch and the mutation settles once they have (a toast then
 *   describes what the list already shows);
 * - 'background': active queries refetch, the mutation does not wait for them;
 * - 'none': marked stale only, read again the next time a screen asks for them.
 * A generated key without its params is the prefix of every variant (pages, filters) of that read.
 */
import type { QueryKey } from '@tanstack/react-query';

export type Refetch = 'await' | 'background' | 'none';

export interface StaleRule {
  keys(variables: unknown, data: unknown): readonly QueryKey[];
  refetch: Refetch;
}

/** The rule for a mutation of variables `V` and answer `D`. */
export function stale<V, D = unknown>(keys: (variables: V, data: D) => readonly QueryKey[], refetch: Refetch = 'await'): StaleRule {
  return { keys: keys as StaleRule['keys'], refetch };
}

/** A mutation that makes nothing stale (a test, a preview, a step whose answer the caller writes into the cache). */
export const NOTHING: StaleRule = stale(() => []);
