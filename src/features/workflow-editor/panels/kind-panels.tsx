/** The panel of each kind with every field of §3 (a registry by kind, like the canvas's nodeTypes). */
import type { ComponentType } from 'react';
import type { NodeKind } from '../../../generated/model';
import { CustomNodePanel, SharedCustomNodePanel } from './custom-node-panels';
import { DatabasePanel } from './database-panel';
import { IfElsePanel } from './if-else-panel';
import { KnowledgePanel } from './knowledge-panel';
import { LlmPanel } from './llm-panel';
import { EndPanel, StartPanel } from './start-end-panels';
import { WorkflowPanel } from './workflow-panel';

type AnyPanel = ComponentType<{ node: never; projectId: string }>;

export const kindPanels: Record<NodeKind, AnyPanel> = {
  NODE_KIND_START: StartPanel as AnyPanel,
  NODE_KIND_END: EndPanel as AnyPanel,
  NODE_KIND_LLM: LlmPanel as AnyPanel,
  NODE_KIND_KNOWLEDGE: KnowledgePanel as AnyPanel,
  NODE_KIND_DATABASE: DatabasePanel as AnyPanel,
  NODE_KIND_IF_ELSE: IfElsePanel as AnyPanel,
  NODE_KIND_WORKFLOW: WorkflowPanel as AnyPanel,
  NODE_KIND_CUSTOM_NODE: CustomNodePanel as AnyPanel,
  NODE_KIND_SHARED_CUSTOM_NODE: SharedCustomNodePanel as AnyPanel,
};
