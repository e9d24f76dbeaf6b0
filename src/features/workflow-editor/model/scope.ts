/**
 * The variables in scope at a node, for the variable pickers: the start node's system variables and
 * inputs (available everywhere), then the outputs of the node's ancestors along the edges, in the
 * order they run. Index once per graph (linear), then each query walks the node's ancestors only.
 */
import type { NodeKind } from '../../../generated/model';
import { ancestorsOf, indexGraph } from './graph-index';
import type { GraphShape } from './graph-types';
import { outputVariablesOf, type ExposedVariable } from './node-registry';
import { formatReference } from './references';

export interface ScopeVariable {
  nodeId: string;
  nodeKind: NodeKind;
  nodeTitle?: string;
  name: string;
  source: ExposedVariable['source'];
  /** What the picker inserts: `{{nodeId.name}}`. */
  reference: string;
}

export interface VariableScope {
  variablesAt: (nodeId: string) => ScopeVariable[];
}

export function createVariableScope(graph: GraphShape): VariableScope {
  const index = indexGraph(graph);
  const start = graph.nodes.findIndex((node) => node.kind === 'NODE_KIND_START');
  const variablesOf = (position: number): ScopeVariable[] => {
    const node = index.nodes[position]!;
    return outputVariablesOf(node).map((variable) => ({
      nodeId: node.id,
      nodeKind: node.kind,
      ...(node.title ? { nodeTitle: node.title } : {}),
      name: variable.name,
      source: variable.source,
      reference: formatReference(node.id, variable.name),
    }));
  };
  // Nodes on a cycle have no rank: after the ranked ones, in graph order.
  const sortKey = (position: number) => (index.rank[position]! >= 0 ? index.rank[position]! : index.nodes.length + position);
  return {
    variablesAt(nodeId) {
      const position = index.byId.get(nodeId);
      if (position === undefined || position === start) return [];
      const upstream = ancestorsOf(index, position).filter((p) => p !== start);
      upstream.sort((a, b) => sortKey(a) - sortKey(b));
      return [...(start >= 0 ? [start] : []), ...upstream].flatMap(variablesOf);
    },
  };
}

/** One-off query; build a scope with `createVariableScope` to ask about several nodes of a graph. */
export const variablesInScope = (graph: GraphShape, nodeId: string): ScopeVariable[] => createVariableScope(graph).variablesAt(nodeId);
