/**
 * The cache policy is total — every generated mutation has an entry, even if it makes nothing stale —
 * and a few representative entries, one of them across areas, name the generated keys they should.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getListAgentsQueryKey } from '../../generated/agents/agents';
import {
  getGetToolSourceSignatureQueryKey,
  getListToolSourcesQueryKey,
  getUpdateToolMutationKey,
  getListToolsQueryKey,
  getGetToolQueryKey,
} from '../../generated/tools/tools';
import { getPublishSharedCustomNodeMutationKey, getUnpublishSharedCustomNodeMutationKey } from '../../generated/shared-custom-nodes/shared-custom-nodes';
import { getGetWorkflowApiQueryKey } from '../../generated/workflow-apis/workflow-apis';
import { getGetWorkflowQueryKey, getUpdateWorkflowMutationKey } from '../../generated/workflows/workflows';
import { getListKnowledgeFilesQueryKey, getUploadKnowledgeFileMutationKey } from '../../generated/knowledge-files/knowledge-files';
import { getDeleteKnowledgeIndexMutationKey, getListKnowledgeIndexesQueryKey } from '../../generated/knowledge-indexes/knowledge-indexes';
import { getGetWorkflowGraphQueryKey, getSaveWorkflowGraphMutationKey } from '../../generated/workflow-graphs/workflow-graphs';
import { getListWorkflowRevisionsQueryKey } from '../../generated/workflow-revisions/workflow-revisions';
import {
  getCancelJobExecutionMutationKey,
  getGetJobExecutionQueryKey,
  getGetJobQueryKey,
  getListJobExecutionsQueryKey,
  getListJobsQueryKey,
} from '../../generated/jobs/jobs';
import { createQueryClient } from '../query-client';
import { applyCachePolicy, AREA_POLICIES, CACHE_POLICY, staleKeysOf } from '.';

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

  it('has one entry per mutation across the areas (a second would silently replace the first)', () => {
    const names = AREA_POLICIES.flatMap((area) => Object.keys(area));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('a save makes the revision list stale, and never the graph the editor just saved', () => {
    const keys = staleKeysOf(getSaveWorkflowGraphMutationKey(), { projectId: 'p1', workflowId: 'w1', data: {} }, { revision: 2 });
    expect(keys).toEqual([getListWorkflowRevisionsQueryKey('p1', 'w1')]);
    expect(keys).not.toContainEqual(getGetWorkflowGraphQueryKey('p1', 'w1'));
  });

  it('marks every variant (pages, searches) of a list stale: a generated key without params is their prefix', async () => {
    const client = new QueryClient();
    client.setQueryData(getListKnowledgeFilesQueryKey('p1', { page: 2, pageSize: 20 }), { items: [] });
    client.setQueryData(getListKnowledgeFilesQueryKey('p2'), { items: [] });
    await applyCachePolicy(client, getUploadKnowledgeFileMutationKey(), { projectId: 'p1' }, undefined);
    expect(client.getQueryState(getListKnowledgeFilesQueryKey('p1', { page: 2, pageSize: 20 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(getListKnowledgeFilesQueryKey('p2'))?.isInvalidated).toBe(false);
  });

  describe('a shared custom node is a tool source in every project of the organization (across areas)', () => {
    /** A cache holding tool reads of two projects; `isStale(key)` after the mutation. */
    async function afterMutation(mutationKey: readonly unknown[], variables: unknown) {
      const client = new QueryClient();
      client.setQueryData(getListToolSourcesQueryKey('p1'), { items: [] });
      client.setQueryData(getListToolSourcesQueryKey('p2', { type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', page: 2 }), { items: [] });
      client.setQueryData(getGetToolSourceSignatureQueryKey('p2', 'scn1'), {});
      client.setQueryData(getGetToolSourceSignatureQueryKey('p2', 'cn9'), {});
      client.setQueryData(getListToolsQueryKey('p1'), { items: [] });
      await applyCachePolicy(client, mutationKey, variables, undefined);
      return (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    }

    it('publishing refreshes the tool sources of every project', async () => {
      const isStale = await afterMutation(getPublishSharedCustomNodeMutationKey(), { data: { projectId: 'p1', customNodeId: 'cn1' } });
      expect(isStale(getListToolSourcesQueryKey('p1'))).toBe(true);
      expect(isStale(getListToolSourcesQueryKey('p2', { type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', page: 2 }))).toBe(true);
      expect(isStale(getGetToolSourceSignatureQueryKey('p2', 'scn1'))).toBe(false);
      expect(isStale(getListToolsQueryKey('p1'))).toBe(false);
    });

    it("unpublishing refreshes the tool sources and the node's signature in every project", async () => {
      const isStale = await afterMutation(getUnpublishSharedCustomNodeMutationKey(), { sharedCustomNodeId: 'scn1' });
      expect(isStale(getListToolSourcesQueryKey('p1'))).toBe(true);
      expect(isStale(getListToolSourcesQueryKey('p2', { type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', page: 2 }))).toBe(true);
      expect(isStale(getGetToolSourceSignatureQueryKey('p2', 'scn1'))).toBe(true);
      expect(isStale(getGetToolSourceSignatureQueryKey('p2', 'cn9'))).toBe(false);
      expect(isStale(getListToolsQueryKey('p1'))).toBe(false);
    });
  });

  it('refreshes every read that names a workflow when it is renamed: tool lists, its API pages (across areas)', () => {
    const keys = staleKeysOf(getUpdateWorkflowMutationKey(), { projectId: 'p1', workflowId: 'w1', data: { name: 'New' } }, undefined);
    expect(keys).toEqual(
      expect.arrayContaining([
        getGetWorkflowQueryKey('p1', 'w1'),
        getListToolsQueryKey('p1'),
        getListToolSourcesQueryKey('p1'),
        getGetWorkflowApiQueryKey('p1', 'w1'),
      ]),
    );
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
