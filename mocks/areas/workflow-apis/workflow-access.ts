/**
 * What this area reads of the workflows area's store: only the holder of a workflow's edit permission
 * manages its API (403 otherwise, as the contract says), and a new version publishes the saved graph,
 * so its input and output names are the saved start node's inputs and end nodes' outputs.
 */
import { forbiddenBecause } from '../../lib/auth-gate';
import { actorOf } from '../../lib/request-context';
import { editPermissions, workflowGraphs } from '../workflows/table';
import { workflowMessages } from './catalog';

export function requireHolder(request: Request, workflowId: string): void {
  const permission = editPermissions.find(workflowId);
  if (!permission || permission.holder.id !== actorOf(request).id) throw forbiddenBecause('EDIT_PERMISSION_REQUIRED', workflowMessages.notHolder);
}

/** The saved graph's inputs and outputs (each name once, in order), or undefined when no graph is stored. */
export function savedSignature(workflowId: string): { inputVariableNames: string[]; outputVariableNames: string[] } | undefined {
  const graph = workflowGraphs.find(workflowId);
  if (!graph) return undefined;
  const inputs = new Set<string>();
  const outputs = new Set<string>();
  for (const node of graph.nodes) {
    if (node.kind === 'NODE_KIND_START') node.data.inputVariables.forEach((v) => inputs.add(v.name));
    if (node.kind === 'NODE_KIND_END') node.data.outputVariables.forEach((v) => outputs.add(v.name));
  }
  return { inputVariableNames: [...inputs], outputVariableNames: [...outputs] };
}
