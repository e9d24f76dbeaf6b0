/**
 * Past revisions of the seeded workflows, derived from each one's current graph by walking back one
 * believable edit per save: a node added later (removed going back), a prompt or title reworded, a node
 * moved up (layout only: vertically, so nodes in a row never slide into each other). Every derived graph stays valid (edges only join existing nodes).
 */
import type { GraphNode } from '../../../src/generated/model';
import type { GraphContent } from './revision-summary';

/** How many past revisions a seeded workflow keeps at most (older ones count as pruned). */
export const SEEDED_REVISIONS = 15;

const clone = <T>(value: T): T => structuredClone(value);
const removable = (node: GraphNode) => node.kind !== 'NODE_KIND_START' && node.kind !== 'NODE_KIND_END';

function reword(node: GraphNode, step: number): GraphNode {
  if (node.kind === 'NODE_KIND_LLM') return { ...node, data: { ...node.data, prompt: `${node.data.prompt}\n（下書き ${step}）` } };
  const title = (node.title ?? '').slice(0, 40);
  return { ...node, title: `${title} 旧${step}` };
}

/** The graph one save before `graph` (step counts the saves walked back, from 1). */
export function oneSaveBefore(graph: GraphContent, step: number): GraphContent {
  const next = clone(graph);
  const candidates = next.nodes.filter(removable);
  if (step % 3 === 1 && candidates.length > 1) {
    const gone = candidates[candidates.length - 1]!.id;
    next.nodes = next.nodes.filter((node) => node.id !== gone);
    next.edges = next.edges.filter((edge) => edge.source !== gone && edge.target !== gone);
    return next;
  }
  if (!next.nodes.length) return next;
  const at = step % next.nodes.length;
  const node = next.nodes[at]!;
  next.nodes[at] = step % 3 === 0 ? { ...node, position: { x: node.position.x, y: node.position.y - 48 } } : reword(node, step);
  return next;
}

/** The graphs of revisions first..current (first = max(1, current - SEEDED_REVISIONS + 1)), oldest first, and the one before first. */
export function pastGraphs(current: GraphContent, revision: number): { first: number; graphs: GraphContent[]; before: GraphContent | undefined } {
  const first = Math.max(1, revision - SEEDED_REVISIONS + 1);
  const graphs: GraphContent[] = [clone(current)];
  for (let r = revision - 1; r >= first - 1 && r >= 1; r -= 1) graphs.unshift(oneSaveBefore(graphs[0]!, revision - r));
  const before = first > 1 ? graphs.shift() : undefined;
  return { first, graphs, before };
}
