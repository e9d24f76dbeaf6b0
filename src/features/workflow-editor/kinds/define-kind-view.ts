/**
 * `defineKindView`: the React half of a kind, declared beside its model (`kinds/<kind>/view.ts`): its
 * icon (canvas, palette) and the panel that edits its fields. Kept apart from the model half
 * (define-node-kind.ts) because the panels import model code (validation, the registry): the model
 * tables must not import the panels back (no import cycles), and the mock backend reads the model half
 * without React.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { NodeKind } from '../../../generated/model';
import type { NodeOfKind } from '../model/graph-types';
import type { KindedNode, KindModel } from './define-node-kind';

/** What a kind's panel gets: its node (typed by kind) and the project (for the pickers' lists). */
export interface KindPanelInput<Node> {
  node: Node;
  projectId: string;
}

/**
 * One kind's view. `renderPanel` is a method, not a function property, on purpose: methods are checked
 * bivariantly, so one kind's view (`KindView<'NODE_KIND_LLM', LlmNode>`) fits the table of all kinds
 * without a cast; the table only renders a view for a node of the view's kind.
 */
export interface KindView<K extends string, Node extends KindedNode> {
  readonly kind: K;
  /** The kind's icon (bundled; drawn once in the canvas's sprite). */
  readonly icon: SvgIconComponent;
  /** The kind's panel for a node (the element of `panel`, so React sees the same component as before). */
  renderPanel(input: KindPanelInput<Node>): ReactElement;
}

export interface KindViewSpec<Node> {
  icon: SvgIconComponent;
  /** The panel with the kind's fields (panels/fields.tsx has the inputs); typed by the kind's node. */
  panel: ComponentType<KindPanelInput<Node>>;
}

/** Declares the view of a kind of any node type (a test's fixture kind); the app's kinds use `defineNodeKindView`. */
export function defineKindView<K extends string, Node extends KindedNode>(model: KindModel<K, Node>, spec: KindViewSpec<Node>): KindView<K, Node> {
  return { kind: model.kind, icon: spec.icon, renderPanel: (input) => createElement(spec.panel, input) };
}

/** Declares the view of one kind of the contract; the panel is checked against that kind's node. */
export function defineNodeKindView<K extends NodeKind>(model: KindModel<K, NodeOfKind<K>>, spec: KindViewSpec<NodeOfKind<K>>): KindView<K, NodeOfKind<K>> {
  return defineKindView(model, spec);
}
