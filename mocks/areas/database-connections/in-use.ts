/**
 * Which workflows query a database connection: a workflow of the project whose saved graph has a
 * database step on it. A connection in use cannot be deleted (the contract's 409 naming them). Apart from
 * handlers.ts because it reads the workflows area's tables.
 */
import { workflowGraphs, workflows } from '../workflows/table';

/** The names of the project's workflows (in list order) whose database steps use the connection. */
export function workflowsUsingConnection(projectId: string, connectionId: string): string[] {
  const graphUses = new Set(
    workflowGraphs
      .where(
        (graph) => graph.projectId === projectId && graph.nodes.some((node) => node.kind === 'NODE_KIND_DATABASE' && node.data.connectionId === connectionId),
      )
      .map((graph) => graph.workflowId),
  );
  return workflows.where((workflow) => workflow.projectId === projectId && graphUses.has(workflow.id)).map((workflow) => workflow.name);
}
