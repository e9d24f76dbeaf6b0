/** What a version of this graph's API takes and returns: the start node's inputs, the end nodes' outputs (each name once, in order). */
import type { GraphShape } from '../model/graph-types';

export function apiSignatureOf(graph: GraphShape): { inputs: string[]; outputs: string[] } {
  const inputs: string[] = [];
  const outputs: string[] = [];
  for (const node of graph.nodes) {
    if (node.kind === 'NODE_KIND_START') for (const v of node.data.inputVariables) if (!inputs.includes(v.name)) inputs.push(v.name);
    if (node.kind === 'NODE_KIND_END') for (const v of node.data.outputVariables) if (!outputs.includes(v.name)) outputs.push(v.name);
  }
  return { inputs, outputs };
}
