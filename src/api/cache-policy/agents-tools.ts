/**
 * Tools and the agents that call them. An agent shows its tools (their names), so a tool renamed or
 * deleted refreshes the project's agent lists as well.
 */
import {
  type CreateAgentMutationVariables,
  type DeleteAgentMutationVariables,
  getGetAgentQueryKey,
  getListAgentsQueryKey,
  type UpdateAgentMutationVariables,
} from '../../generated/agents/agents';
import {
  type CreateToolMutationVariables,
  type DeleteToolMutationVariables,
  getGetToolQueryKey,
  getListToolsQueryKey,
  type UpdateToolMutationVariables,
} from '../../generated/tools/tools';
import { stale } from './rule';

export const agentsPolicy = {
  createAgent: stale(({ projectId }: CreateAgentMutationVariables) => [getListAgentsQueryKey(projectId)]),
  updateAgent: stale(({ projectId, agentId }: UpdateAgentMutationVariables) => [getListAgentsQueryKey(projectId), getGetAgentQueryKey(projectId, agentId)]),
  deleteAgent: stale(({ projectId }: DeleteAgentMutationVariables) => [getListAgentsQueryKey(projectId)]),
};

export const toolsPolicy = {
  createTool: stale(({ projectId }: CreateToolMutationVariables) => [getListToolsQueryKey(projectId)]),
  updateTool: stale(({ projectId, toolId }: UpdateToolMutationVariables) => [
    getListToolsQueryKey(projectId),
    getGetToolQueryKey(projectId, toolId),
    getListAgentsQueryKey(projectId),
  ]),
  deleteTool: stale(({ projectId }: DeleteToolMutationVariables) => [getListToolsQueryKey(projectId), getListAgentsQueryKey(projectId)]),
};
