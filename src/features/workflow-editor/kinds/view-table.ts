/**
 * The React half of the app's node kinds, each listed once (a NodeKind without an entry does not
 * compile): the canvas's icons and `nodeTypes`, and the node panel's per-kind fields are derived from it.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactElement } from 'react';
import type { GraphNode, NodeKind } from '../../../generated/model';
import type { NodeOfKind } from '../model/graph-types';
import { recordByKind } from './by-kind';
import { customNodeView } from './custom-node/view';
import { databaseView } from './database/view';
import type { KindedNode } from './define-node-kind';
import type { KindView } from './define-kind-view';
import { endView } from './end/view';
import { ifElseView } from './if-else/view';
import { knowledgeView } from './knowledge/view';
import { llmView } from './llm/view';
import { sharedCustomNodeView } from './shared-custom-node/view';
import { startView } from './start/view';
import { workflowView } from './workflow/view';

export type KindViews = { readonly [K in NodeKind]: KindView<K, NodeOfKind<K>> };

/** In palette order (as KIND_MODELS). */
export const KIND_VIEWS: KindViews = {
  NODE_KIND_START: startView,
  NODE_KIND_END: endView,
  NODE_KIND_LLM: llmView,
  NODE_KIND_KNOWLEDGE: knowledgeView,
  NODE_KIND_DATABASE: databaseView,
  NODE_KIND_IF_ELSE: ifElseView,
  NODE_KIND_WORKFLOW: workflowView,
  NODE_KIND_CUSTOM_NODE: customNodeView,
  NODE_KIND_SHARED_CUSTOM_NODE: sharedCustomNodeView,
};

export const VIEW_LIST: readonly KindView<NodeKind, GraphNode>[] = Object.values(KIND_VIEWS);

export interface ViewTable<N extends KindedNode> {
  /** The view of a kind (undefined for a kind the table does not hold). */
  viewOf(kind: string): KindView<N['kind'], N> | undefined;
  /** The panel of a node's kind for that node. */
  renderPanel(node: N, projectId: string): ReactElement;
}

/** The table of the given views (a test may add a fixture kind's view). */
export function buildViewTable<N extends KindedNode>(views: readonly KindView<N['kind'], N>[]): ViewTable<N> {
  const byKind = new Map<string, KindView<N['kind'], N>>(views.map((view) => [view.kind, view]));
  return {
    viewOf: (kind) => byKind.get(kind),
    renderPanel: (node, projectId) => byKind.get(node.kind)!.renderPanel({ node, projectId }),
  };
}

export const VIEW_TABLE = buildViewTable<GraphNode>(VIEW_LIST);

export const KIND_ICONS: Record<NodeKind, SvgIconComponent> = recordByKind(VIEW_LIST, (view) => view.icon);
