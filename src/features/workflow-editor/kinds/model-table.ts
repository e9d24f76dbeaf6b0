/**
 * The app's node kinds, each listed once (the key must be the kind's own: a kind of the contract's
 * NodeKind without an entry here does not compile). Everything the model asks of a kind is derived from
 * this table (model/node-registry.ts, model/validation.ts, model/references.ts, canvas/node-kinds.ts);
 * the React half (panel, icon) is listed in view-table.ts.
 */
import type { GraphNode, NodeKind } from '../../../generated/model';
import type { NodeOfKind } from '../model/graph-types';
import { customNodeKind } from './custom-node/model';
import { databaseKind } from './database/model';
import type { KindModel } from './define-node-kind';
import { endKind } from './end/model';
import { ifElseKind } from './if-else/model';
import { buildKindTable } from './kind-table';
import { knowledgeKind } from './knowledge/model';
import { llmKind } from './llm/model';
import { sharedCustomNodeKind } from './shared-custom-node/model';
import { startKind } from './start/model';
import { workflowKind } from './workflow/model';

export type KindModels = { readonly [K in NodeKind]: KindModel<K, NodeOfKind<K>> };

/** In palette order. */
export const KIND_MODELS: KindModels = {
  NODE_KIND_START: startKind,
  NODE_KIND_END: endKind,
  NODE_KIND_LLM: llmKind,
  NODE_KIND_KNOWLEDGE: knowledgeKind,
  NODE_KIND_DATABASE: databaseKind,
  NODE_KIND_IF_ELSE: ifElseKind,
  NODE_KIND_WORKFLOW: workflowKind,
  NODE_KIND_CUSTOM_NODE: customNodeKind,
  NODE_KIND_SHARED_CUSTOM_NODE: sharedCustomNodeKind,
};

/** The kinds' entries in palette order, as the table of all kinds holds them. */
export const KIND_LIST: readonly KindModel<NodeKind, GraphNode>[] = Object.values(KIND_MODELS);

export const KIND_TABLE = buildKindTable<GraphNode>(KIND_LIST);
