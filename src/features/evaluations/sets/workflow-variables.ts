/** The start variables and end-node outputs of a saved graph (what a set's rows give and check). */
import type { GraphNode } from '../../../generated/model';

export function workflowVariables(nodes: readonly GraphNode[]): { inputNames: string[]; outputNames: string[] } {
  const inputNames = nodes.flatMap((node) => (node.kind === 'NODE_KIND_START' ? node.data.inputVariables.map((variable) => variable.name) : []));
  const outputNames = [...new Set(nodes.flatMap((node) => (node.kind === 'NODE_KIND_END' ? node.data.outputVariables.map((variable) => variable.name) : [])))];
  return { inputNames, outputNames };
}
