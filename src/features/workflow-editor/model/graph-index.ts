/**
 * One linear pass over a graph: nodes by id, adjacency both ways (edges to missing nodes left out)
 * and a topological order (Kahn). Validation and the variable scope read it.
 */
import type { GraphNode } from '../../../generated/model';
import type { GraphShape } from './graph-types';

export interface GraphIndex {
  nodes: readonly GraphNode[];
  /** First node of each id (duplicates are a validation issue). */
  byId: ReadonlyMap<string, number>;
  outgoing: readonly number[][];
  incoming: readonly number[][];
  /** Node positions in a topological order; nodes on or after a cycle are missing. */
  order: readonly number[];
  /** Rank of each node in `order`, -1 for nodes on or after a cycle. */
  rank: Int32Array;
}

export function indexGraph(graph: GraphShape): GraphIndex {
  const { nodes } = graph;
  const byId = new Map<string, number>();
  nodes.forEach((node, i) => {
    if (!byId.has(node.id)) byId.set(node.id, i);
  });
  const outgoing: number[][] = nodes.map(() => []);
  const incoming: number[][] = nodes.map(() => []);
  for (const edge of graph.edges) {
    const source = byId.get(edge.source);
    const target = byId.get(edge.target);
    if (source === undefined || target === undefined) continue;
    outgoing[source]!.push(target);
    incoming[target]!.push(source);
  }
  const remaining = Int32Array.from(incoming, (list) => list.length);
  const order: number[] = [];
  for (let i = 0; i < nodes.length; i += 1) if (remaining[i] === 0) order.push(i);
  for (let head = 0; head < order.length; head += 1) {
    for (const next of outgoing[order[head]!]!) {
      remaining[next]! -= 1;
      if (remaining[next] === 0) order.push(next);
    }
  }
  const rank = new Int32Array(nodes.length).fill(-1);
  order.forEach((node, r) => {
    rank[node] = r;
  });
  return { nodes, byId, outgoing, incoming, order, rank };
}

/** The positions of a node's ancestors (every node with a path to it), nearest first. */
export function ancestorsOf(index: GraphIndex, position: number): number[] {
  const seen = new Uint8Array(index.nodes.length);
  seen[position] = 1;
  const found: number[] = [];
  const queue = [position];
  for (let head = 0; head < queue.length; head += 1) {
    for (const previous of index.incoming[queue[head]!]!) {
      if (seen[previous]) continue;
      seen[previous] = 1;
      found.push(previous);
      queue.push(previous);
    }
  }
  return found;
}

/** Positions reachable from a node (itself included). */
export function reachableFrom(index: GraphIndex, position: number): Uint8Array {
  const seen = new Uint8Array(index.nodes.length);
  seen[position] = 1;
  const queue = [position];
  for (let head = 0; head < queue.length; head += 1) {
    for (const next of index.outgoing[queue[head]!]!) {
      if (seen[next]) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return seen;
}

/**
 * Ancestor sets of every node as bitsets, built along the topological order (O(edges × nodes / 32)):
 * `isAncestor(a, b)` answers in O(1). Nodes on or after a cycle have no set (`isAncestor` is false).
 */
export function ancestorBitsets(index: GraphIndex): { isAncestor: (ancestor: number, node: number) => boolean } {
  const n = index.nodes.length;
  const words = (n + 31) >>> 5;
  const bits = new Uint32Array(words * n);
  for (const node of index.order) {
    const base = node * words;
    for (const previous of index.incoming[node]!) {
      const from = previous * words;
      for (let w = 0; w < words; w += 1) bits[base + w]! |= bits[from + w]!;
      bits[base + (previous >>> 5)]! |= 1 << (previous & 31);
    }
  }
  return {
    isAncestor: (ancestor, node) => index.rank[node]! >= 0 && (bits[node * words + (ancestor >>> 5)]! & (1 << (ancestor & 31))) !== 0,
  };
}
