/**
 * The studio's cache policy, in one place: for every generated mutation (by its mutation key, the
 * operation id: `get…MutationKey()`), the generated query keys it makes stale. The query client applies
 * it after every successful mutation (query-client.ts), whoever runs it; calls made without a mutation
 * (uploads with progress, the editor's auto-save) apply it with `applyCachePolicy`. What a server change
 * seen without a mutation makes stale is in ./events.ts (`staleAfter`). See docs/server-state.md.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { agentsPolicy, toolsPolicy } from './agents-tools';
import { customNodesPolicy } from './custom-nodes';
import { evaluationsPolicy } from './evaluations';
import { databaseConnectionsPolicy } from './database-connections';
import { datasetsPolicy, jobsPolicy } from './jobs-datasets';
import { knowledgePolicy } from './knowledge';
import { projectsPolicy } from './projects';
import { markStale, type StaleRule, type StaleTarget } from './rule';
import { sharedCustomNodesPolicy } from './shared-custom-nodes';
import { workflowRevisionsPolicy } from './workflow-revisions';
import { editorPolicy, workflowApisPolicy, workflowsPolicy } from './workflows';

/** Each area's entries; a mutation has its one entry in one area (a second would silently replace the first). */
export const AREA_POLICIES: readonly Readonly<Record<string, StaleRule>>[] = [
  projectsPolicy,
  agentsPolicy,
  toolsPolicy,
  knowledgePolicy,
  jobsPolicy,
  datasetsPolicy,
  databaseConnectionsPolicy,
  customNodesPolicy,
  sharedCustomNodesPolicy,
  workflowsPolicy,
  workflowApisPolicy,
  editorPolicy,
  workflowRevisionsPolicy,
  evaluationsPolicy,
];

export const CACHE_POLICY: Readonly<Record<string, StaleRule>> = Object.assign({}, ...AREA_POLICIES);

/** The rule of a mutation key (`['createTool']`), if the policy has one. */
function ruleOf(mutationKey: QueryKey | undefined): StaleRule | undefined {
  const name = mutationKey?.[0];
  return typeof name === 'string' && Object.hasOwn(CACHE_POLICY, name) ? CACHE_POLICY[name] : undefined;
}

/** The generated query keys (and reads in every project) the mutation makes stale, given its variables and answer. */
export function staleKeysOf(mutationKey: QueryKey | undefined, variables: unknown, data: unknown): readonly StaleTarget[] {
  return ruleOf(mutationKey)?.keys(variables, data) ?? [];
}

/**
 * Marks what a successful mutation made stale and refetches it as its rule says; the promise settles
 * once the refetch is done for an 'await' rule (at once otherwise).
 */
export async function applyCachePolicy(queryClient: QueryClient, mutationKey: QueryKey | undefined, variables: unknown, data: unknown): Promise<void> {
  const rule = ruleOf(mutationKey);
  if (rule) await markStale(queryClient, rule.keys(variables, data), rule.refetch);
}
