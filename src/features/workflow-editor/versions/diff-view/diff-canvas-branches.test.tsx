/**
 * Removed edges leaving an if-else node (#31): the edge of its else output (named, or naming no handle as
 * the backend reads it) and of a condition's output are drawn ghosted on the diff's canvas, as every removed
 * edge is — also when the condition itself was removed with its edge.
 */
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { renderWithProviders } from '../../../../test/render';
import type { GraphShape } from '../../model/graph-types';
import { RevisionDiffView } from './revision-diff-view';

type IfElse = Extract<GraphNode, { kind: 'NODE_KIND_IF_ELSE' }>;

const branch = (id: string): IfElse['data']['branches'][number] => ({
  id,
  logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_AND',
  conditions: [{ inputVariable: '{{start.q}}', operator: 'IF_ELSE_OPERATOR_IS_NOT_EMPTY' }],
});
const ifElse = (...branches: string[]): IfElse => ({
  id: 'if_1',
  kind: 'NODE_KIND_IF_ELSE',
  title: 'Route',
  position: { x: 300, y: 0 },
  data: { branches: branches.map(branch) },
});
const end = (id: string, y: number): GraphNode => ({ id, kind: 'NODE_KIND_END', title: id, position: { x: 700, y }, data: { outputVariables: [] } });
const start: GraphNode = { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } };
const ends = [end('end_a', 0), end('end_b', 150), end('end_c', 300)];

function removedEdges(): { label: string | null; drawn: boolean }[] {
  return [...document.querySelectorAll('.react-flow__edge.wf-diff-edge--removed')].map((edge) => ({
    label: edge.getAttribute('aria-label'),
    // React Flow draws an edge's path only when it finds both of its handles.
    drawn: edge.querySelector('path.react-flow__edge-path') !== null,
  }));
}

function renderDiff(before: GraphShape, after: GraphShape) {
  renderWithProviders(<RevisionDiffView before={before} after={after} beforeLabel="Revision 3" afterLabel="Revision 7" onClose={() => {}} />);
}

beforeEach(() => localStorage.clear());

describe('removed if-else edges on the diff canvas', () => {
  it('ghosts a removed else edge (named or not) and a removed condition edge', async () => {
    const before: GraphShape = {
      nodes: [start, ifElse('b1', 'b2'), ...ends],
      edges: [
        { id: 'e0', source: 'start', target: 'if_1' },
        { id: 'e1', source: 'if_1', sourceHandle: 'b1', target: 'end_a' },
        { id: 'e2', source: 'if_1', sourceHandle: 'else', target: 'end_b' },
        { id: 'e3', source: 'if_1', target: 'end_c' },
      ],
    };
    const after: GraphShape = { nodes: before.nodes, edges: [before.edges[0]!] };
    renderDiff(before, after);
    await waitFor(() => expect(removedEdges()).toHaveLength(3));
    expect(removedEdges()).toEqual([
      { label: 'Connection removed: Route → end_a', drawn: true },
      { label: 'Connection removed: Route → end_b', drawn: true },
      { label: 'Connection removed: Route → end_c', drawn: true },
    ]);
  });

  it('ghosts the edge of a condition removed from the node', async () => {
    const before: GraphShape = {
      nodes: [start, ifElse('b1', 'b2'), ...ends],
      edges: [
        { id: 'e0', source: 'start', target: 'if_1' },
        { id: 'e1', source: 'if_1', sourceHandle: 'b2', target: 'end_a' },
      ],
    };
    const after: GraphShape = { nodes: [start, ifElse('b1'), ...ends], edges: [before.edges[0]!] };
    renderDiff(before, after);
    await waitFor(() => expect(removedEdges()).toHaveLength(1));
    expect(removedEdges()).toEqual([{ label: 'Connection removed: Route → end_a', drawn: true }]);
    // It leaves from a ghost of the removed condition's output; the node's own outputs are the after graph's.
    const node = document.querySelector('.react-flow__node[data-id="if_1"]')!;
    expect(node.querySelector('.wf-diff-handle--removed[data-handleid="b2"]')).not.toBeNull();
    expect([...node.querySelectorAll('.react-flow__handle.source:not(.wf-diff-handle--removed)')].map((h) => h.getAttribute('data-handleid'))).toEqual([
      'b1',
      'else',
    ]);
  });
});
