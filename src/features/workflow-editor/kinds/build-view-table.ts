/** The view table: a kind's view (icon, panel) looked up by kind. The app builds it from its kinds (view-table.ts, generated); a test may add a fixture kind's view. */
import type { ReactElement } from 'react';
import type { KindedNode } from './define-node-kind';
import type { KindView } from './define-kind-view';

export interface ViewTable<N extends KindedNode> {
  /** The view of a kind (undefined for a kind the table does not hold). */
  viewOf(kind: string): KindView<N['kind'], N> | undefined;
  /** The panel of a node's kind for that node. */
  renderPanel(node: N, projectId: string): ReactElement;
}

/** The table of the given views. */
export function buildViewTable<N extends KindedNode>(views: readonly KindView<N['kind'], N>[]): ViewTable<N> {
  const byKind = new Map<string, KindView<N['kind'], N>>(views.map((view) => [view.kind, view]));
  return {
    viewOf: (kind) => byKind.get(kind),
    renderPanel: (node, projectId) => byKind.get(node.kind)!.renderPanel({ node, projectId }),
  };
}
