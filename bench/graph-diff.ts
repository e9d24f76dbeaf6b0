// The graph diff benchmark (issue #31, part of `npm run bench`; alone: `npx tsx bench/graph-diff.ts`): a
// 1000-node graph and a copy with 50 changes (20 nodes changed, prompts among them; 10 removed with their
// edges; 20 added), plus 100 nodes moved (layout, not counted). Measures `diffGraphs` on the two (no node
// shared, as two revisions read from the server), the text diffs of the changed prompts, and as the baseline,
// in the same run, what reading the same graph costs at least (structuredClone + indexGraph). Median of
// repeated runs after a warm-up. The drawn part (the diff on the canvas, Chromium) is bench/editor.mjs's graphDiffDrawn.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { indexGraph } from '../src/features/workflow-editor/model/graph-index';
import { diffGraphs } from '../src/features/workflow-editor/versions/diff/diff-graphs';
import { diffText } from '../src/features/workflow-editor/versions/diff/diff-text';
import { diffPair } from './graph-diff-pair';

const N = 1000;
const RUNS = 30;

const { before, after } = diffPair(N);

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
    // Filled in by the editor part (bench/editor.mjs, run after this one): the same diff drawn in Chromium.
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
console.log('  drawn (the diff on the canvas, Chromium): by the editor part, bench/editor.mjs (graphDiffDrawn)');
console.log('→ bench/results.json (graphDiff, graphDiffBaseline)');
