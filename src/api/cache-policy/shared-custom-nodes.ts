/**
 * Shared custom nodes and their configuration files (env files). A configuration file is part of the
 * node's detail, input parameters and list row (its file count), so every change refreshes those.
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
} from '../../generated/shared-custom-nodes/shared-custom-nodes';
import { stale } from './rule';

const nodeFilesChanged = (sharedCustomNodeId: string) => [
  getListConfigFilesQueryKey(sharedCustomNodeId),
  getGetSharedCustomNodeInputParametersQueryKey(sharedCustomNodeId),
  getGetSharedCustomNodeQueryKey(sharedCustomNodeId),
  getListSharedCustomNodesQueryKey(),
];

export const sharedCustomNodesPolicy = {
  publishSharedCustomNode: stale(() => [getListSharedCustomNodesQueryKey()]),
  unpublishSharedCustomNode: stale(() => [getListSharedCustomNodesQueryKey()]),
  createConfigFile: stale(({ sharedCustomNodeId }: CreateConfigFileMutationVariables) => nodeFilesChanged(sharedCustomNodeId)),
  updateConfigFile: stale(({ sharedCustomNodeId, configFileId }: UpdateConfigFileMutationVariables) => [
    ...nodeFilesChanged(sharedCustomNodeId),
    getGetConfigFileQueryKey(sharedCustomNodeId, configFileId),
  ]),
  deleteConfigFile: stale(({ sharedCustomNodeId }: DeleteConfigFileMutationVariables) => nodeFilesChanged(sharedCustomNodeId)),
};
