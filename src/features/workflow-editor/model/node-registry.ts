/**
 * The node registry: per kind, how a new node is made (defaults and a fresh id), its label key, the
 * variables it exposes to the nodes after it and its input and output handles. Module scope, so
 * the canvas's `nodeTypes` and the palette read the same table.
 */
import {
  IfElseLogicalOperator,
  IfElseOperator,
  NodeKind,
  type GraphEdge,
  type GraphNode,
  type IfElseBranch,
  type NodePosition,
} from '../../../generated/model';
import type { NamespacedKey } from '../../../lib/i18n-keys';
import type { NodeDataOf, NodeOfKind } from './graph-types';
import { freshId, type RandomDigit } from './ids';

/** The start node's system variables: always available, never stored, never deletable. */
export const SYSTEM_VARIABLES = ['sys_user_id', 'sys_workflow_id', 'sys_run_id', 'sys_query', 'sys_files'] as const;
/** Names starting with this (any case) are reserved for the system (contract: NodeVariableName). */
export const RESERVED_VARIABLE_PREFIX = 'sys_';

export const isReservedVariableName = (name: string): boolean => name.toLowerCase().startsWith(RESERVED_VARIABLE_PREFIX);
export const isSystemVariable = (name: string): boolean => (SYSTEM_VARIABLES as readonly string[]).includes(name);

/** The sourceHandle of the if-else edge taken when no branch holds. */
export const ELSE_HANDLE = 'else';

/** If-else operators that compare with nothing: their conditions have no value (the panel hides the field). */
const OPERATORS_WITHOUT_VALUE: ReadonlySet<string> = new Set<string>([IfElseOperator.IF_ELSE_OPERATOR_IS_EMPTY, IfElseOperator.IF_ELSE_OPERATOR_IS_NOT_EMPTY]);

/** Whether an if-else condition with this operator compares with a value. */
export const operatorTakesValue = (operator: string): boolean => !OPERATORS_WITHOUT_VALUE.has(operator);

/** Sample defaults (§9: 3 documents, score 0.75, max tokens 1024). */
export const NODE_DEFAULTS = {
  llmMaxTokens: 1024,
  llmTemperature: 0.7,
  llmTopP: 1,
  knowledgeDocuments: 3,
  knowledgeMinimumScore: 0.75,
} as const;

/** A connection point; `id: null` is the node's single default handle (an edge without sourceHandle). */
export interface HandleSpec {
  id: string | null;
  /** i18n key of the label (if-else handles); the node's single handles have none. */
  labelKey?: NamespacedKey<'editor'>;
  /** Always an object, so `t(labelKey, labelParams)` type-checks. */
  labelParams: Record<string, string | number>;
}

/** A variable a node exposes to the nodes after it (`{{nodeId.name}}`). */
export interface ExposedVariable {
  name: string;
  source: 'system' | 'input' | 'output';
}

export interface NodeDefinition<K extends NodeKind> {
  kind: K;
  /** Prefix of fresh ids (matches the seed graphs: llm_…, db_…, if_…). */
  idPrefix: string;
  /** i18n key (editor namespace) of the kind's name, shown when the node has no title. */
  labelKey: NamespacedKey<'editor'>;
  /** Whether the palette offers it (a graph has a single start node, made with the workflow). */
  inPalette: boolean;
  defaults: (random?: RandomDigit) => NodeDataOf<K>;
  outputVariables: (node: NodeOfKind<K>) => ExposedVariable[];
  inputHandles: (node: NodeOfKind<K>) => HandleSpec[];
  outputHandles: (node: NodeOfKind<K>) => HandleSpec[];
}

const DEFAULT_HANDLE: HandleSpec[] = [{ id: null, labelParams: {} }];
const none = (): HandleSpec[] => [];
const single = (): HandleSpec[] => DEFAULT_HANDLE;
const variableOutput = (node: { data: { variable: string } }): ExposedVariable[] =>
  node.data.variable ? [{ name: node.data.variable, source: 'output' }] : [];

/** A new if-else branch with one empty condition (ids unique within the node). */
export function newIfElseBranch(taken: ReadonlySet<string> = new Set(), random?: RandomDigit): IfElseBranch {
  return {
    id: freshId('if', taken, random),
    logicalOperator: IfElseLogicalOperator.IF_ELSE_LOGICAL_OPERATOR_AND,
    conditions: [{ inputVariable: '', operator: IfElseOperator.IF_ELSE_OPERATOR_EQUALS, value: '' }],
  };
}

type Registry = { [K in NodeKind]: NodeDefinition<K> };

export const nodeRegistry: Registry = {
  NODE_KIND_START: {
    kind: NodeKind.NODE_KIND_START,
    idPrefix: 'start',
    labelKey: 'editor:nodeKind.start',
    inPalette: false,
    defaults: () => ({ inputVariables: [] }),
    outputVariables: (node) => [
      ...SYSTEM_VARIABLES.map((name): ExposedVariable => ({ name, source: 'system' })),
      ...node.data.inputVariables.filter((v) => v.name).map((v): ExposedVariable => ({ name: v.name, source: 'input' })),
    ],
    inputHandles: none,
    outputHandles: single,
  },
  NODE_KIND_END: {
    kind: NodeKind.NODE_KIND_END,
    idPrefix: 'end',
    labelKey: 'editor:nodeKind.end',
    inPalette: true,
    defaults: () => ({ outputVariables: [] }),
    // The workflow's outputs: nothing runs after an end node, so nothing can refer to them.
    outputVariables: () => [],
    inputHandles: single,
    outputHandles: none,
  },
  NODE_KIND_LLM: {
    kind: NodeKind.NODE_KIND_LLM,
    idPrefix: 'llm',
    labelKey: 'editor:nodeKind.llm',
    inPalette: true,
    defaults: () => ({
      modelId: '',
      prompt: '',
      systemPrompt: '',
      outputVariable: 'result',
      temperature: NODE_DEFAULTS.llmTemperature,
      maxTokens: NODE_DEFAULTS.llmMaxTokens,
      topP: NODE_DEFAULTS.llmTopP,
      knowledge: [],
      jsonMode: false,
      useContext: false,
      imageUrls: [],
      videoUrls: [],
      audioUrls: [],
      fileUrls: [],
    }),
    outputVariables: (node) => (node.data.outputVariable ? [{ name: node.data.outputVariable, source: 'output' }] : []),
    inputHandles: single,
    outputHandles: single,
  },
  NODE_KIND_KNOWLEDGE: {
    kind: NodeKind.NODE_KIND_KNOWLEDGE,
    idPrefix: 'knowledge',
    labelKey: 'editor:nodeKind.knowledge',
    inPalette: true,
    defaults: () => ({
      indexId: '',
      query: '',
      numberOfDocuments: NODE_DEFAULTS.knowledgeDocuments,
      minimumScore: NODE_DEFAULTS.knowledgeMinimumScore,
    }),
    outputVariables: () => [{ name: 'documents', source: 'output' }],
    inputHandles: single,
    outputHandles: single,
  },
  NODE_KIND_DATABASE: {
    kind: NodeKind.NODE_KIND_DATABASE,
    idPrefix: 'db',
    labelKey: 'editor:nodeKind.database',
    inPalette: true,
    defaults: () => ({ variable: 'rows', connectionId: '', query: '', bindVariables: [] }),
    outputVariables: variableOutput,
    inputHandles: single,
    outputHandles: single,
  },
  NODE_KIND_IF_ELSE: {
    kind: NodeKind.NODE_KIND_IF_ELSE,
    idPrefix: 'if',
    labelKey: 'editor:nodeKind.ifElse',
    inPalette: true,
    defaults: (random) => ({ branches: [newIfElseBranch(new Set([ELSE_HANDLE]), random)] }),
    outputVariables: () => [{ name: 'branch', source: 'output' }],
    inputHandles: single,
    outputHandles: (node) => [
      ...node.data.branches.map(
        (branch, index): HandleSpec => ({
          id: branch.id,
          labelKey: index === 0 ? 'editor:handle.if' : 'editor:handle.elseIf',
          labelParams: { index: index + 1 },
        }),
      ),
      { id: ELSE_HANDLE, labelKey: 'editor:handle.else', labelParams: {} },
    ],
  },
  NODE_KIND_WORKFLOW: {
    kind: NodeKind.NODE_KIND_WORKFLOW,
    idPrefix: 'workflow',
    labelKey: 'editor:nodeKind.workflow',
    inPalette: true,
    defaults: () => ({ workflowId: '', version: '', variable: 'result', useContext: false }),
    outputVariables: variableOutput,
    inputHandles: single,
    outputHandles: single,
  },
  NODE_KIND_CUSTOM_NODE: {
    kind: NodeKind.NODE_KIND_CUSTOM_NODE,
    idPrefix: 'custom',
    labelKey: 'editor:nodeKind.customNode',
    inPalette: true,
    defaults: () => ({ customNodeId: '', variable: 'result', inputParameters: [] }),
    outputVariables: variableOutput,
    inputHandles: single,
    outputHandles: single,
  },
  NODE_KIND_SHARED_CUSTOM_NODE: {
    kind: NodeKind.NODE_KIND_SHARED_CUSTOM_NODE,
    idPrefix: 'shared',
    labelKey: 'editor:nodeKind.sharedCustomNode',
    inPalette: true,
    defaults: () => ({ sharedCustomNodeId: '', variable: 'result', inputParameters: [] }),
    outputVariables: variableOutput,
    inputHandles: single,
    outputHandles: single,
  },
};

/** The nine kinds in palette order. */
export const NODE_KINDS = Object.keys(nodeRegistry) as NodeKind[];

/** The registry entry of a node, typed loosely enough to call with any node. */
export function definitionOf(node: GraphNode): NodeDefinition<NodeKind> {
  return nodeRegistry[node.kind] as unknown as NodeDefinition<NodeKind>;
}

export interface CreateNodeOptions {
  position: NodePosition;
  /** Ids already in the graph (the new id avoids them). */
  takenIds: ReadonlySet<string>;
  title?: string;
  random?: RandomDigit;
}

/** A new node of a kind with the registry's defaults and a fresh id. */
export function createNode<K extends NodeKind>(kind: K, options: CreateNodeOptions): NodeOfKind<K> {
  const definition = nodeRegistry[kind] as unknown as NodeDefinition<K>;
  const node = {
    id: freshId(definition.idPrefix, options.takenIds, options.random),
    kind,
    ...(options.title ? { title: options.title } : {}),
    position: { x: options.position.x, y: options.position.y },
    data: definition.defaults(options.random),
  };
  return node as unknown as NodeOfKind<K>;
}

export const outputVariablesOf = (node: GraphNode): ExposedVariable[] => definitionOf(node).outputVariables(node);
export const inputHandlesOf = (node: GraphNode): HandleSpec[] => definitionOf(node).inputHandles(node);
export const outputHandlesOf = (node: GraphNode): HandleSpec[] => definitionOf(node).outputHandles(node);

/**
 * The output handle an edge leaves from: its sourceHandle, or the default handle (null). An if-else
 * edge without sourceHandle is the else edge (as the backend reads it).
 */
export function sourceHandleOf(edge: GraphEdge, source: GraphNode | undefined): string | null {
  if (edge.sourceHandle) return edge.sourceHandle;
  return source?.kind === NodeKind.NODE_KIND_IF_ELSE ? ELSE_HANDLE : null;
}
