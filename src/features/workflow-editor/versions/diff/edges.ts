/**
 * Edges across two graphs: an edge is the same edge when it joins the same source, through the same output
 * handle, to the same target (its id does not count: reconnecting gives a new id). The handle is resolved
 * as the editor reads it (model/node-registry.ts `sourceHandleOf`: an if-else edge naming none is its else
 * edge), so `else` and no handle are one edge. The contract's edges have no target handle.
 */
import type { GraphNode } from '../../../../generated/model';
import type { GraphShape } from '../../model/graph-types';
import { sourceHandleOf } from '../../model/node-registry';
import type { EdgeEntry } from './types';

/** The key of an edge across graphs (ids never hold `:` or `>`). */
export const edgeKey = (source: string, sourceHandle: string | null, target: string): string => `${source}:${sourceHandle ?? ''}>${target}`;

/** Each edge of a graph with its key. */
export function edgeEntries(graph: GraphShape, nodesById: ReadonlyMap<string, GraphNode>): EdgeEntry[] {
  return graph.edges.map((edge) => {
    const sourceHandle = sourceHandleOf(edge, nodesById.get(edge.source));
    return { key: edgeKey(edge.source, sourceHandle, edge.target), edge, sourceHandle };
  });
}

/** The edges only in `after` (added) and only in `before` (removed); duplicates of one key are counted. */
export function diffEdges(before: readonly EdgeEntry[], after: readonly EdgeEntry[]): { added: EdgeEntry[]; removed: EdgeEntry[] } {
  const total = new Map<string, number>();
  for (const entry of before) total.set(entry.key, (total.get(entry.key) ?? 0) + 1);
  const matched = new Map<string, number>();
  const added: EdgeEntry[] = [];
  for (const entry of after) {
    const used = matched.get(entry.key) ?? 0;
    if (used < (total.get(entry.key) ?? 0)) matched.set(entry.key, used + 1);
    else added.push(entry);
  }
  // Of the edges of one key, the first ones of `before` met their match; the rest are removed.
  const met = new Map<string, number>();
  const removed: EdgeEntry[] = [];
  for (const entry of before) {
    const count = (met.get(entry.key) ?? 0) + 1;
    met.set(entry.key, count);
    if (count > (matched.get(entry.key) ?? 0)) removed.push(entry);
  }
  return { added, removed };
}
