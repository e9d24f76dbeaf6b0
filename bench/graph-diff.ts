// The graph diff benchmark (issue #31, part of `npm run bench`; alone: `npx tsx bench/graph-diff.ts`): a
// 1000-node graph and a copy with 50 changes (20 nodes changed, prompts among them; 10 removed with their
// edges; 20 added), plus 100 nodes moved (layout, not counted). Measures `diffGraphs` on the two (no node
// shared, as two revisions read from the server), the text diffs of the changed prompts, and as the baseline,
// in the same run, what reading the same graph costs at least (structuredClone + indexGraph). Median of
// repeated runs after a warm-up. The drawn part (the diff on the canvas) comes with the versions UI.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GraphNode } from '../src/generated/model';
import { addNode, moveNodes, removeElements, setNodeTitle, updateNode } from '../src/features/workflow-editor/model/graph-ops';
import type { GraphShape } from '../src/features/workflow-editor/model/graph-types';
import { indexGraph } from '../src/features/workflow-editor/model/graph-index';
import { generateGraph } from '../src/features/workflow-editor/model/testing/generate-graph';
import { diffGraphs } from '../src/features/workflow-editor/versions/diff/diff-graphs';
import { diffText } from '../src/features/workflow-editor/versions/diff/diff-text';

const N = 1000;
const RUNS = 30;

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

const { graph: prepared, prompted } = withLongPrompts(generateGraph(N));
// Both sides as the server gives them: no node object shared.
const before = structuredClone(prepared);
const after = structuredClone(edited(prepared, prompted));

const median = (run: () => void): number => {
  for (let i = 0; i < 5; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 100) / 100;
};

const diff = diffGraphs(before, after);
const changes = diff.summary.nodesAdded + diff.summary.nodesRemoved + diff.summary.nodesChanged;
const textFields = diff.nodes.changed.flatMap((node) => node.fields).filter((field) => field.text);
if (changes !== 50 || textFields.length !== 10 || diff.nodes.moved.length === 0) {
  throw new Error(`bench/graph-diff.ts: expected 50 node changes with 10 prompts, got ${changes} with ${textFields.length}`);
}

const diffMs = median(() => diffGraphs(before, after));
const textMs = median(() => {
  for (const field of textFields) diffText(String(field.before), String(field.after));
});
const baselineMs = median(() => indexGraph(structuredClone(after)));

const results = existsSync('bench/results.json') ? JSON.parse(readFileSync('bench/results.json', 'utf8')) : {};
const editorOpenMs: number | undefined = results.editor?.[`n${N}`]?.openMs;
results.graphDiff = {
  [`n${N}`]: {
    measuredAt: new Date().toISOString(),
    nodeChanges: changes,
    edgeChanges: diff.summary.edgesAdded + diff.summary.edgesRemoved,
    movedOnly: diff.nodes.moved.length,
    diffMs,
    promptTextDiffsMs: textMs,
    drawnMs: null,
  },
};
results.graphDiffBaseline = { [`n${N}`]: { cloneAndIndexMs: baselineMs } };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nGraph diff, n=${N} (median of ${RUNS}; main thread, Node ${process.versions.node})`);
console.log(
  `${N}-node diff with ${changes} changes (+${diff.summary.edgesAdded + diff.summary.edgesRemoved} edges, ${diff.nodes.moved.length} moves left out): computed in ${diffMs} ms` +
    ` (baseline: structuredClone + indexGraph of the same graph ${baselineMs} ms, × ${(diffMs / baselineMs).toFixed(2)})` +
    (editorOpenMs ? `; the editor opens it in ${editorOpenMs} ms (bench/results.json editor.n${N})` : ''),
);
console.log(`  the ${textFields.length} changed prompts' text diffs (${textFields.map((f) => String(f.after).length).join('/')} chars): ${textMs} ms`);
console.log('  drawn (the diff on the canvas): not measured yet, it comes with the versions UI');
console.log('→ bench/results.json (graphDiff, graphDiffBaseline)');
