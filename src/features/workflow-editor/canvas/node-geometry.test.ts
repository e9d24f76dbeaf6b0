import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import type { GraphNode } from '../../../generated/model';
import { nodeGeometry } from './node-geometry';

// The figures below are what Chromium measures for these nodes with workflow-node.css (checked in the
// editor benchmark page): a node with a summary line is 80px high, an if-else node with two outputs 100px.
const byId = (id: string): GraphNode => supportTriageGraph().nodes.find((n) => n.id === id)!;

describe('node geometry before a node is drawn', () => {
  it('a node with a summary: 220 × 80, input on the left and output on the right, centred', () => {
    expect(nodeGeometry(byId('llm_1'))).toEqual({
      width: 220,
      height: 80,
      handles: [
        { id: null, type: 'target', position: 'left', x: -5, y: 35, width: 10, height: 10 },
        { id: null, type: 'source', position: 'right', x: 215, y: 35, width: 10, height: 10 },
      ],
    });
  });

  it('an if-else node: one output row per branch plus else, below the title', () => {
    const node = byId('if_1');
    const geometry = nodeGeometry(node);
    const outputs = geometry.handles.filter((h) => h.type === 'source');
    expect(outputs.map((h) => h.id)).toEqual([...(node.kind === 'NODE_KIND_IF_ELSE' ? node.data.branches.map((b) => b.id) : []), 'else']);
    expect(geometry.height).toBe(64 + outputs.length * 18);
    expect(outputs.map((h) => h.y)).toEqual(outputs.map((_h, i) => 58 + i * 18));
  });

  it('an end node has no output and the start node no input', () => {
    expect(nodeGeometry(byId('end_general')).handles.map((h) => h.type)).toEqual(['target']);
    expect(nodeGeometry(byId('start')).handles.map((h) => h.type)).toEqual(['source']);
  });
});
