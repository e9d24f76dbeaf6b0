/**
 * The node registry: per kind, how a new node is made (defaults and a fresh id), its label key, the
 * variables it exposes to the nodes after it and its input and output handles. Derived from the kind
 * table (kinds/model-table.ts; each kind declared once in kinds/<kind>/model.ts), so the canvas's
 * `nodeTypes`, the palette and validation read the same entries.
 */
import type { GraphEdge, GraphNode, NodeKind } from '../../../generated/model';
import type { KindModel } from '../kinds/define-node-kind';
import { KIND_MODELS, KIND_TABLE, type KindModels } from '../kinds/model-table';
import type { CreateNodeOptions } from '../kinds/kind-table';
import type { NodeOfKind } from './graph-types';
import type { HandleSpec } from './handles';
import type { ExposedVariable } from './variables';

export { SYSTEM_VARIABLES, RESERVED_VARIABLE_PREFIX, isReservedVariableName, isSystemVariable, type ExposedVariable } from './variables';
export { ELSE_HANDLE, type HandleSpec } from './handles';
export { operatorTakesValue } from './operators';
export { newIfElseBranch } from '../kinds/if-else/model';
export type { CreateNodeOptions } from '../kinds/kind-table';

export const nodeRegistry: KindModels = KIND_MODELS;

/** The nine kinds in palette order. */
export const NODE_KINDS: readonly NodeKind[] = KIND_TABLE.kinds;

/** The registry entry of a node, typed loosely enough to call with any node. */
export const definitionOf = (node: GraphNode): KindModel<NodeKind, GraphNode> => KIND_TABLE.modelOf(node);

/** A new node of a kind with the registry's defaults and a fresh id. */
export const createNode = <K extends NodeKind>(kind: K, options: CreateNodeOptions): NodeOfKind<K> => KIND_TABLE.createNode(kind, options);

export const outputVariablesOf = (node: GraphNode): ExposedVariable[] => KIND_TABLE.outputVariablesOf(node);
export const inputHandlesOf = (node: GraphNode): HandleSpec[] => KIND_TABLE.inputHandlesOf(node);
export const outputHandlesOf = (node: GraphNode): HandleSpec[] => KIND_TABLE.outputHandlesOf(node);

/**
 * The output handle an edge leaves from: its sourceHandle, or the source kind's `defaultSourceHandle`
 * (null, the default handle; an if-else edge without sourceHandle is the else edge, as the backend reads it).
 */
export const sourceHandleOf = (edge: GraphEdge, source: GraphNode | undefined): string | null => KIND_TABLE.sourceHandleOf(edge, source);
