/**
 * Who uses a shared custom node or one of its configuration files (getSharedCustomNodeUsage,
 * getConfigFileUsage): the workflows of the organization's projects whose graphs have such nodes, and
 * the tools made from the node.
 */
import type { GraphNode, SharedCustomNodeUsage } from '../../../src/generated/model';
import { projects } from '../projects/table';
import { tools } from '../tools/table';
import { workflowGraphs, workflows } from '../workflows/table';

type SharedNode = Extract<GraphNode, { kind: 'NODE_KIND_SHARED_CUSTOM_NODE' }>;

function usage(orgId: string, sharedCustomNodeId: string, configFileId?: string): SharedCustomNodeUsage {
  const inOrg = new Map(projects.where((project) => project.orgId === orgId).map((project) => [project.id, project.name]));
  const uses = (node: GraphNode): node is SharedNode =>
    node.kind === 'NODE_KIND_SHARED_CUSTOM_NODE' &&
    node.data.sharedCustomNodeId === sharedCustomNodeId &&
    (configFileId === undefined || node.data.configFileId === configFileId);
  const workflowUses = workflowGraphs
    .where((graph) => inOrg.has(graph.projectId))
    .flatMap((graph) => {
      const nodes = graph.nodes.filter(uses);
      const workflow = workflows.find(graph.workflowId);
      if (!nodes.length || !workflow) return [];
      return [
        {
          projectId: graph.projectId,
          projectName: inOrg.get(graph.projectId)!,
          workflowId: workflow.id,
          workflowName: workflow.name,
          nodes: nodes.slice(0, 50).map((node) => ({ id: node.id, label: node.title ?? '' })),
        },
      ];
    })
    .sort((a, b) => a.projectName.localeCompare(b.projectName) || a.workflowName.localeCompare(b.workflowName))
    .slice(0, 100);
  const toolUses =
    configFileId !== undefined
      ? []
      : tools
          .where((tool) => inOrg.has(tool.projectId) && tool.type === 'TOOL_TYPE_SHARED_CUSTOM_NODE' && tool.source.id === sharedCustomNodeId)
          .map((tool) => ({ projectId: tool.projectId, projectName: inOrg.get(tool.projectId)!, toolId: tool.id, toolName: tool.displayName }))
          .slice(0, 100);
  return { workflows: workflowUses, tools: toolUses };
}

export const sharedCustomNodeUsage = (orgId: string, sharedCustomNodeId: string) => usage(orgId, sharedCustomNodeId);
export const configFileUsage = (orgId: string, sharedCustomNodeId: string, configFileId: string) => usage(orgId, sharedCustomNodeId, configFileId);
