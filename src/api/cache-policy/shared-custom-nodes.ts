/**
 * Shared custom nodes and their configuration files (env files). A configuration file is part of the
 * node's detail, input parameters and list row (its file count), so every change refreshes those. A
 * shared node is a tool source in every project of the organization: publishing or unpublishing one
 * refreshes the tool sources of every project (and, unpublished, the node's signature there).
 */
import {
  type CreateConfigFileMutationVariables,
  type DeleteConfigFileMutationVariables,
  getGetConfigFileQueryKey,
  getListConfigFilesQueryKey,
  type UpdateConfigFileMutationVariables,
} from '../../generated/config-files/config-files';
import {
  getGetSharedCustomNodeInputParametersQueryKey,
  getGetSharedCustomNodeQueryKey,
  getListSharedCustomNodesQueryKey,
  type UnpublishSharedCustomNodeMutationVariables,
} from '../../generated/shared-custom-nodes/shared-custom-nodes';
import { getGetToolSourceSignatureQueryKey, getListToolSourcesQueryKey } from '../../generated/tools/tools';
import { inEveryProject, stale } from './rule';

const nodeFilesChanged = (sharedCustomNodeId: string) => [
  getListConfigFilesQueryKey(sharedCustomNodeId),
  getGetSharedCustomNodeInputParametersQueryKey(sharedCustomNodeId),
  getGetSharedCustomNodeQueryKey(sharedCustomNodeId),
  getListSharedCustomNodesQueryKey(),
];

export const sharedCustomNodesPolicy = {
  publishSharedCustomNode: stale(() => [getListSharedCustomNodesQueryKey(), inEveryProject(getListToolSourcesQueryKey)]),
  // Not the node's own reads: it is gone, and its page (open behind the dialog) would turn into a 404
  // before the dialog's onDone leaves it.
  unpublishSharedCustomNode: stale(({ sharedCustomNodeId }: UnpublishSharedCustomNodeMutationVariables) => [
    getListSharedCustomNodesQueryKey(),
    inEveryProject(getListToolSourcesQueryKey),
    inEveryProject((projectId) => getGetToolSourceSignatureQueryKey(projectId, sharedCustomNodeId)),
  ]),
  createConfigFile: stale(({ sharedCustomNodeId }: CreateConfigFileMutationVariables) => nodeFilesChanged(sharedCustomNodeId)),
  updateConfigFile: stale(({ sharedCustomNodeId, configFileId }: UpdateConfigFileMutationVariables) => [
    ...nodeFilesChanged(sharedCustomNodeId),
    getGetConfigFileQueryKey(sharedCustomNodeId, configFileId),
  ]),
  deleteConfigFile: stale(({ sharedCustomNodeId }: DeleteConfigFileMutationVariables) => nodeFilesChanged(sharedCustomNodeId)),
};
