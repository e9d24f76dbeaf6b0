/**
 * A project's custom nodes. Tools are made from custom nodes: the tool dialog's sources and a source's
 * signature (its parameters) are refreshed when a node is created, changed, imported or deleted, and the
 * tool lists (a tool names its source as the source is named now) when a node is changed or imported.
 */
import {
  type CreateCustomNodeMutationVariables,
  type DeleteCustomNodeMutationVariables,
  getExportCustomNodeQueryKey,
  getGetCustomNodeAuthenticationQueryKey,
  getGetCustomNodeInputParametersQueryKey,
  getGetCustomNodeQueryKey,
  getListCustomNodeConfigFilesQueryKey,
  getListCustomNodesQueryKey,
  type ImportCustomNodeMutationVariables,
  type SignOutCustomNodeAuthenticationMutationVariables,
  type UpdateCustomNodeMutationVariables,
} from '../../generated/custom-nodes/custom-nodes';
import type { CustomNode } from '../../generated/model';
import { getGetToolSourceSignatureQueryKey, getListToolSourcesQueryKey, getListToolsQueryKey } from '../../generated/tools/tools';
import { NOTHING, stale } from './rule';

/** Everything read about one node: a replaced node's code, parameters and sign-in may all have changed. */
const nodeReads = (projectId: string, customNodeId: string) => [
  getGetCustomNodeQueryKey(projectId, customNodeId),
  getExportCustomNodeQueryKey(projectId, customNodeId),
  getGetCustomNodeInputParametersQueryKey(projectId, customNodeId),
  getListCustomNodeConfigFilesQueryKey(projectId, customNodeId),
  getGetCustomNodeAuthenticationQueryKey(projectId, customNodeId),
];

export const customNodesPolicy = {
  createCustomNode: stale(({ projectId }: CreateCustomNodeMutationVariables) => [getListCustomNodesQueryKey(projectId), getListToolSourcesQueryKey(projectId)]),
  importCustomNode: stale(({ projectId }: ImportCustomNodeMutationVariables, node: CustomNode) => [
    getListCustomNodesQueryKey(projectId),
    ...nodeReads(projectId, node.id),
    getListToolSourcesQueryKey(projectId),
    getGetToolSourceSignatureQueryKey(projectId, node.id),
    getListToolsQueryKey(projectId),
  ]),
  updateCustomNode: stale(({ projectId, customNodeId }: UpdateCustomNodeMutationVariables) => [
    getListCustomNodesQueryKey(projectId),
    getGetCustomNodeQueryKey(projectId, customNodeId),
    getListToolSourcesQueryKey(projectId),
    getGetToolSourceSignatureQueryKey(projectId, customNodeId),
    getListToolsQueryKey(projectId),
  ]),
  deleteCustomNode: stale(({ projectId }: DeleteCustomNodeMutationVariables) => [getListCustomNodesQueryKey(projectId), getListToolSourcesQueryKey(projectId)]),
  // A preview changes nothing stored.
  runCustomNodePreview: NOTHING,
  signOutCustomNodeAuthentication: stale(({ projectId, customNodeId }: SignOutCustomNodeAuthenticationMutationVariables) => [
    getGetCustomNodeAuthenticationQueryKey(projectId, customNodeId),
  ]),
  // The sign-in writes the completed authentication into the cache itself (use-provider-sign-in.ts).
  startCustomNodeAuthentication: NOTHING,
  completeCustomNodeAuthentication: NOTHING,
};
