/**
 * The graph pair of the diff benchmark (issue #31): a 1000-node graph and a copy with 50 changes (20 nodes
 * changed, prompts among them; 10 removed with their edges; 20 added), plus 100 nodes moved (layout, not
 * counted). Shared by the computed part (bench/graph-diff.ts, Node) and the drawn part (bench/editor, Chromium).
 */
import type { GraphNode } from '../src/generated/model';
import { addNode, moveNodes, removeElements, setNodeTitle, updateNode } from '../src/features/workflow-editor/model/graph-ops';
import type { GraphShape } from '../src/features/workflow-editor/model/graph-types';
import { generateGraph } from '../src/features/workflow-editor/model/testing/generate-graph';

const LONG_PROMPT = '返品は購入から30日以内であれば受け付けます。'.repeat(40);
const REMOVED = Array.from({ length: 10 }, (_, i) => `n${50 + i * 90}`);

/** The before graph: the generated one, its first ten LLM nodes (not among the removed) with long prompts. */
function withLongPrompts(graph: GraphShape): { graph: GraphShape; prompted: string[] } {
  const prompted = graph.nodes
    .filter((node) => node.kind === 'NODE_KIND_LLM' && !REMOVED.includes(node.id))
    .slice(0, 10)
    .map((node) => node.id);
  let next = graph;
  for (const id of prompted) {
    next = updateNode(next, id, (node) =>
      node.kind === 'NODE_KIND_LLM' ? { ...node, data: { ...node.data, prompt: `${node.data.prompt}\n${LONG_PROMPT}` } } : node,
    );
  }
  return { graph: next, prompted };
}

/** 50 changes: 20 nodes changed (10 prompts rewritten in part, 10 titles), 10 removed, 20 added; and 100 moves. */
function edited(before: GraphShape, prompted: readonly string[]): GraphShape {
  let after = before;
  prompted.forEach((id, i) => {
    after = updateNode(after, id, (node) =>
      node.kind === 'NODE_KIND_LLM'
        ? { ...node, data: { ...node.data, prompt: node.data.prompt.replace(/30日/g, i % 2 ? '14日' : '30 日間').replace('受け付けます', '受け付けません') } }
        : node,
    );
  });
  const titled = before.nodes.filter((node) => node.kind !== 'NODE_KIND_LLM' && node.id !== 'start' && !REMOVED.includes(node.id)).slice(0, 10);
  for (const node of titled) after = setNodeTitle(after, node.id, `変更 ${node.id}`);
  after = removeElements(after, REMOVED);
  for (let i = 0; i < 20; i += 1) {
    const node: GraphNode = {
      id: `llm_added_${i}`,
      kind: 'NODE_KIND_LLM',
      position: { x: i * 260, y: 5000 },
      data: { modelId: 'gpt-4o', prompt: '要約してください', outputVariable: 'summary' },
    };
    after = addNode(after, node);
  }
  return moveNodes(after, new Map(Array.from({ length: 100 }, (_, i) => [`n${i * 9 + 4}`, { x: i * 10, y: 6000 }] as const)));
}

/** Both sides as the server gives them: no node object shared. */
export function diffPair(n: number): { before: GraphShape; after: GraphShape } {
  const { graph: prepared, prompted } = withLongPrompts(generateGraph(n));
  return { before: structuredClone(prepared), after: structuredClone(edited(prepared, prompted)) };
}
