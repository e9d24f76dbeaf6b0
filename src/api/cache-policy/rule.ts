/**
 * One entry of the cache policy: the generated query keys a successful mutation makes stale, given its
 * variables and its answer, and how they are refreshed:
 * - 'await' (default): active queries refetch and the mutation settles once they have (a toast then
 *   describes what the list already shows);
 * - 'background': active queries refetch, the mutation does not wait for them;
 * - 'none': marked stale only, read again the next time a screen asks for them.
 * A generated key without its params is the prefix of every variant (pages, filters) of that read.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type Refetch = 'await' | 'background' | 'none';

/**
 * A project's read in every project, for a change to the whole organization (its shared custom nodes
 * show in each project's tool sources): the generated key function called with an open project id, and
 * whether a cached key is that read of some project (same path but for the project id; any params).
 */
export interface InEveryProject {
  readonly inEveryProject: string;
  matches(queryKey: QueryKey): boolean;
}

/** What a rule makes stale: a generated key (the prefix of its variants), or a read in every project. */
export type StaleTarget = QueryKey | InEveryProject;

export interface StaleRule {
  keys(variables: unknown, data: unknown): readonly StaleTarget[];
  refetch: Refetch;
}

/** The rule for a mutation of variables `V` and answer `D`. */
export function stale<V, D = unknown>(keys: (variables: V, data: D) => readonly StaleTarget[], refetch: Refetch = 'await'): StaleRule {
  return { keys: keys as StaleRule['keys'], refetch };
}

/** A mutation that makes nothing stale (a test, a preview, a step whose answer the caller writes into the cache). */
export const NOTHING: StaleRule = stale(() => []);

/** Stands for the project id in a generated key (no id holds it). */
const OPEN = '\u0000';

/** `keyOf`'s read in every project: `inEveryProject(getListToolSourcesQueryKey)`. */
export function inEveryProject(keyOf: (projectId: string) => QueryKey): InEveryProject {
  const path = String(keyOf(OPEN)[0]);
  const [before = '', after = ''] = path.split(OPEN);
  return {
    inEveryProject: path,
    matches: ([head]) => {
      if (typeof head !== 'string' || !head.startsWith(before) || !head.endsWith(after)) return false;
      const projectId = head.slice(before.length, head.length - after.length);
      return projectId.length > 0 && !projectId.includes('/');
    },
  };
}

/**
 * Marks `targets` stale and refetches them as `refetch` says; the promise settles once the refetch is
 * done for 'await' (at once otherwise).
 */
export async function markStale(queryClient: QueryClient, targets: readonly StaleTarget[], refetch: Refetch): Promise<void> {
  const refetchType = refetch === 'none' ? 'none' : 'active';
  const done = Promise.all(
    targets.map((target) =>
      'matches' in target
        ? queryClient.invalidateQueries({ predicate: (query) => target.matches(query.queryKey), refetchType })
        : queryClient.invalidateQueries({ queryKey: target, refetchType }),
    ),
  );
  if (refetch === 'await') await done;
}
