/**
 * The cache policy is total — every generated mutation has an entry, even if it makes nothing stale —
 * and a few representative entries, one of them across areas, name the generated keys they should.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getListAgentsQueryKey } from '../../generated/agents/agents';
import { getUpdateToolMutationKey, getListToolsQueryKey, getGetToolQueryKey } from '../../generated/tools/tools';
import { getListKnowledgeFilesQueryKey, getUploadKnowledgeFileMutationKey } from '../../generated/knowledge-files/knowledge-files';
import { getDeleteKnowledgeIndexMutationKey, getListKnowledgeIndexesQueryKey } from '../../generated/knowledge-indexes/knowledge-indexes';
import { getGetWorkflowGraphQueryKey, getSaveWorkflowGraphMutationKey } from '../../generated/workflow-graphs/workflow-graphs';
import {
  getCancelJobExecutionMutationKey,
  getGetJobExecutionQueryKey,
  getGetJobQueryKey,
  getListJobExecutionsQueryKey,
  getListJobsQueryKey,
} from '../../generated/jobs/jobs';
import { createQueryClient } from '../query-client';
import { applyCachePolicy, CACHE_POLICY, staleKeysOf } from '.';

const generated = import.meta.glob<Record<string, unknown>>(
  ['../../generated/*/*.ts', '!../../generated/**/*.msw.ts', '!../../generated/**/*.zod.ts', '!../../generated/model/**'],
  { eager: true },
);

/** Every operation id a generated `get…MutationKey()` answers. */
const mutationNames = Object.values(generated).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => /^get\w+MutationKey$/.test(name) && typeof value === 'function')
    .map(([, value]) => String((value as () => readonly unknown[])()[0])),
);

describe('the cache policy', () => {
  it('has an entry for every generated mutation, and none for anything else', () => {
    expect(mutationNames.length).toBeGreaterThan(50);
    expect(Object.keys(CACHE_POLICY).sort()).toEqual([...mutationNames].sort());
  });

  it('refreshes the agents that show a tool when the tool changes (across areas)', () => {
    expect(staleKeysOf(getUpdateToolMutationKey(), { projectId: 'p1', toolId: 't1', data: {} }, undefined)).toEqual([
      getListToolsQueryKey('p1'),
      getGetToolQueryKey('p1', 't1'),
      getListAgentsQueryKey('p1'),
    ]);
  });

  it('refreshes the file lists (a file lists its indexes) when an index is deleted', () => {
    expect(staleKeysOf(getDeleteKnowledgeIndexMutationKey(), { projectId: 'p1', indexId: 'i1' }, undefined)).toEqual([
      getListKnowledgeIndexesQueryKey('p1'),
      getListKnowledgeFilesQueryKey('p1'),
    ]);
  });

  it('refreshes a cancelled execution, its job and the job lists', () => {
    expect(staleKeysOf(getCancelJobExecutionMutationKey(), { projectId: 'p1', jobId: 'j1', executionId: 'e1' }, undefined)).toEqual([
      getListJobsQueryKey('p1'),
      getGetJobQueryKey('p1', 'j1'),
      getListJobExecutionsQueryKey('p1', 'j1'),
      getGetJobExecutionQueryKey('p1', 'j1', 'e1'),
    ]);
  });

  it('never refetches the graph the editor just saved', () => {
    expect(staleKeysOf(getSaveWorkflowGraphMutationKey(), { projectId: 'p1', workflowId: 'w1', data: {} }, { revision: 2 })).not.toContainEqual(
      getGetWorkflowGraphQueryKey('p1', 'w1'),
    );
  });

  it('marks every variant (pages, searches) of a list stale: a generated key without params is their prefix', async () => {
    const client = new QueryClient();
    client.setQueryData(getListKnowledgeFilesQueryKey('p1', { page: 2, pageSize: 20 }), { items: [] });
    client.setQueryData(getListKnowledgeFilesQueryKey('p2'), { items: [] });
    await applyCachePolicy(client, getUploadKnowledgeFileMutationKey(), { projectId: 'p1' }, undefined);
    expect(client.getQueryState(getListKnowledgeFilesQueryKey('p1', { page: 2, pageSize: 20 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(getListKnowledgeFilesQueryKey('p2'))?.isInvalidated).toBe(false);
  });

  it("runs for every successful mutation through the query client, before the mutation's own onSuccess", async () => {
    const client = createQueryClient();
    client.setQueryData(getListToolsQueryKey('p1'), { items: [] });
    let invalidatedFirst: boolean | undefined;
    const mutation = client.getMutationCache().build(client, {
      mutationKey: getUpdateToolMutationKey(),
      mutationFn: () => Promise.resolve({}),
      onSuccess: () => {
        invalidatedFirst = client.getQueryState(getListToolsQueryKey('p1'))?.isInvalidated;
      },
    });
    await mutation.execute({ projectId: 'p1', toolId: 't1', data: {} });
    expect(invalidatedFirst).toBe(true);
  });
});
