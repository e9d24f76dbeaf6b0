/** Graphs and edits the save tests share (tests only). */
import type { GraphShape } from '../model/graph-types';

export const startEndGraph: GraphShape = {
  nodes: [
    { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } },
    { id: 'end', kind: 'NODE_KIND_END', position: { x: 300, y: 0 }, data: { outputVariables: [] } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'end' }],
};

/** An edit: the end node gets `title`. */
export const withEndTitle =
  (title: string) =>
  (graph: GraphShape): GraphShape => ({ ...graph, nodes: graph.nodes.map((n) => (n.id === 'end' ? { ...n, title } : n)) });

export const endTitle = (graph: GraphShape | undefined): string | undefined => graph?.nodes.find((n) => n.id === 'end')?.title;
