import type { GraphCustomNode } from './graphCustomNode';
import type { GraphDatabaseNode } from './graphDatabaseNode';
import type { GraphEndNode } from './graphEndNode';
import type { GraphIfElseNode } from './graphIfElseNode';
import type { GraphKnowledgeNode } from './graphKnowledgeNode';
import type { GraphLlmNode } from './graphLlmNode';
import type { GraphSharedCustomNode } from './graphSharedCustomNode';
import type { GraphStartNode } from './graphStartNode';
import type { GraphWorkflowNode } from './graphWorkflowNode';

/**
 * A node of the graph, one of the nine kinds (discriminated by kind).
 */
export type GraphNode = GraphStartNode | GraphEndNode | GraphLlmNode | GraphKnowledgeNode | GraphDatabaseNode | GraphIfElseNode | GraphWorkflowNode | GraphCustomNode | GraphSharedCustomNode;
