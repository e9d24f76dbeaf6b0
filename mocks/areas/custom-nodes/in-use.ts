/**
 * Who uses a custom node: a workflow of the project whose saved graph has a custom-node step pointing at
 * it, or a tool of the project that runs it. A node in use cannot be deleted (the contract's 409 naming
 * them). Apart from handlers.ts because it reads the workflows and tools areas' tables.
 */
import { tools } from '../tools/table';
import { workflowGraphs, workflows } from '../workflows/table';

/** The names of the project's workflows (in list order) and then tools (display names) that use the node. */
export function usersOfCustomNode(projectId: string, customNodeId: string): string[] {
  const graphUses = new Set(
    workflowGraphs
      .where(
        (graph) =>
          graph.projectId === projectId && graph.nodes.some((node) => node.kind === 'NODE_KIND_CUSTOM_NODE' && node.data.customNodeId === customNodeId),
      )
      .map((graph) => graph.workflowId),
  );
  const workflowNames = workflows.where((workflow) => workflow.projectId === projectId && graphUses.has(workflow.id)).map((workflow) => workflow.name);
  const toolNames = tools
    .where((tool) => tool.projectId === projectId && tool.type === 'TOOL_TYPE_CUSTOM_NODE' && tool.source.id === customNodeId)
    .map((tool) => tool.displayName);
  return [...workflowNames, ...toolNames];
}
