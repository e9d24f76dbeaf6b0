/**
 * Knowledge files and indexes. A file lists the indexes built from it (`indexIds`), so an index created,
 * changed, rebuilt or deleted refreshes the file lists too; the index lists are also read by the
 * editor's knowledge and LLM panels and the project home (same generated key).
 */
import {
  type DeleteKnowledgeFileMutationVariables,
  getListKnowledgeFilesQueryKey,
  type UploadKnowledgeFileMutationVariables,
} from '../../generated/knowledge-files/knowledge-files';
import {
  type CreateKnowledgeIndexMutationVariables,
  type DeleteKnowledgeIndexMutationVariables,
  getGetKnowledgeIndexQueryKey,
  getListKnowledgeIndexesQueryKey,
  type RebuildKnowledgeIndexMutationVariables,
  type UpdateKnowledgeIndexMutationVariables,
} from '../../generated/knowledge-indexes/knowledge-indexes';
import { stale } from './rule';

const indexChanged = (projectId: string, indexId?: string) => [
  getListKnowledgeIndexesQueryKey(projectId),
  ...(indexId ? [getGetKnowledgeIndexQueryKey(projectId, indexId)] : []),
  getListKnowledgeFilesQueryKey(projectId),
];

export const knowledgePolicy = {
  uploadKnowledgeFile: stale(({ projectId }: UploadKnowledgeFileMutationVariables) => [getListKnowledgeFilesQueryKey(projectId)]),
  deleteKnowledgeFile: stale(({ projectId }: DeleteKnowledgeFileMutationVariables) => [getListKnowledgeFilesQueryKey(projectId)]),
  createKnowledgeIndex: stale(({ projectId }: CreateKnowledgeIndexMutationVariables) => indexChanged(projectId)),
  updateKnowledgeIndex: stale(({ projectId, indexId }: UpdateKnowledgeIndexMutationVariables) => indexChanged(projectId, indexId)),
  rebuildKnowledgeIndex: stale(({ projectId, indexId }: RebuildKnowledgeIndexMutationVariables) => indexChanged(projectId, indexId)),
  deleteKnowledgeIndex: stale(({ projectId }: DeleteKnowledgeIndexMutationVariables) => indexChanged(projectId)),
};
