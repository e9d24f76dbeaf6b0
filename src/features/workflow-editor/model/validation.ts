/**
 * Validation of a graph and of each node's fields (§3, §5). Field rules come from the generated zod
 * schema of the save body (the contract); each kind adds the rules the schema cannot say (its
 * `validate`, kinds/<kind>/model.ts), and the graph's rules are here. Each issue names a message key
 * (editor namespace) with params, the node (or edge) and the field.
 *
 * Levels: `invalid` — the backend refuses to save it (400), so an auto-save must wait and the local
 * draft keep the work; `incomplete` — saved fine but the workflow cannot run as it is.
 * Linear in nodes + edges + field text (the scope check uses bitsets, O(edges × nodes / 32)).
 */
import type { z } from 'zod';
import { NodeKind, type GraphNode, type LlmModel } from '../../../generated/model';
import { SaveWorkflowGraphBody, saveWorkflowGraphBodyEdgesMax, saveWorkflowGraphBodyNodesMax } from '../../../generated/workflow-graphs/workflow-graphs.zod';
import type { KindValidationContext } from '../kinds/define-node-kind';
import { KIND_TABLE } from '../kinds/model-table';
import { ancestorBitsets, indexGraph, reachableFrom } from './graph-index';
import type { GraphIssue } from './graph-issue';
import type { GraphShape } from './graph-types';
import { messageKeys as k } from './messages';
import { definitionOf, inputHandlesOf, outputHandlesOf, outputVariablesOf, sourceHandleOf } from './node-registry';
import { referencesIn, valueFieldsOf } from './references';

export type { GraphIssue, IssueLevel } from './graph-issue';
export { CLOB_THRESHOLD, autoBindVariableType, bindPlaceholdersIn } from '../kinds/database/bind-rules';

const VARIABLE_NAME_FIELD = /(^data\.(outputVariable|variable)$)|(\.name$)/;

type NodeSchema = z.ZodType<GraphNode>;
const nodeSchemas = new Map<string, NodeSchema>(
  SaveWorkflowGraphBody.shape.nodes.element.options.map((option) => [String(option.shape.kind.options[0]), option as unknown as NodeSchema]),
);

/** The contract's schema of one kind of node. */
export function nodeSchemaFor(kind: NodeKind): NodeSchema {
  return nodeSchemas.get(kind)!;
}

type ZodIssue = z.core.$ZodIssue & { input?: unknown; received?: string };

function fromZod(node: GraphNode, issue: ZodIssue): GraphIssue {
  const field = issue.path.join('.');
  const base = { level: 'invalid' as const, nodeId: node.id, field };
  const range = KIND_TABLE.numberRangeOf(node.kind, field);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && issue.received !== 'NaN') return { ...base, key: k.required };
      if (issue.expected === 'int') return { ...base, key: k.notInteger };
      if (issue.expected === 'number') return { ...base, key: k.notNumber };
      return { ...base, key: k.invalidValue };
    case 'too_small':
      if (issue.origin === 'string') return { ...base, key: k.required };
      if (issue.origin === 'array') return { ...base, key: k.tooFewItems, params: { min: Number(issue.minimum) } };
      return range ? { ...base, key: k.outOfRange, params: range } : { ...base, key: k.tooSmall, params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { ...base, key: k.tooLong, params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array') return { ...base, key: k.tooManyItems, params: { max: Number(issue.maximum) } };
      return range ? { ...base, key: k.outOfRange, params: range } : { ...base, key: k.tooLarge, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { ...base, key: VARIABLE_NAME_FIELD.test(field) ? k.invalidVariableName : k.invalidId };
    case 'invalid_value':
      return { ...base, key: k.invalidOption };
    default:
      return { ...base, key: k.invalidValue };
  }
}

/** The checks of one node's own fields (uncached; see validateNode). */
function checkNode(node: GraphNode): GraphIssue[] {
  const schema = nodeSchemas.get(node.kind);
  if (!schema) return [{ key: k.invalidOption, level: 'invalid', nodeId: node.id, field: 'kind' }];
  const result = schema.safeParse(node, { reportInput: true });
  const issues: GraphIssue[] = [];
  const flagged = new Set<string>();
  // One issue per field: the first the schema finds (an empty name is 'required', not also malformed).
  for (const issue of result.success ? [] : result.error.issues) {
    const mapped = fromZod(node, issue as ZodIssue);
    if (flagged.has(mapped.field ?? '')) continue;
    flagged.add(mapped.field ?? '');
    issues.push(mapped);
  }
  // Then the rules of the node's kind the schema cannot say (kinds/<kind>/model.ts, `validate`).
  return [...issues, ...KIND_TABLE.kindIssuesOf(node, flagged)];
}

/** What validation can check beyond the graph when the editor has it: the models call's limits. */
export interface ValidationContext {
  models?: readonly Pick<LlmModel, 'id' | 'maxTokens'>[] | undefined;
}

/** Node objects are never changed in place (an edit makes a new one), so their own issues are kept per object. */
const nodeIssuesCache = new WeakMap<GraphNode, readonly GraphIssue[]>();
/** The models by id, per models list (the query's data object changes only when the list does). */
const modelsByIdCache = new WeakMap<object, Map<string, Pick<LlmModel, 'id' | 'maxTokens'>>>();

/**
 * The issues of one node's own fields (what its panel shows); no graph context needed. Kept per node
 * object, so the panel (every keystroke) and the graph's validation check each node version once.
 */
export function validateNode(node: GraphNode): readonly GraphIssue[] {
  let issues = nodeIssuesCache.get(node);
  if (!issues) {
    issues = checkNode(node);
    nodeIssuesCache.set(node, issues);
  }
  return issues;
}

function modelsById(models: NonNullable<ValidationContext['models']>): Map<string, Pick<LlmModel, 'id' | 'maxTokens'>> {
  let byId = modelsByIdCache.get(models);
  if (!byId) {
    byId = new Map(models.map((model) => [model.id, model]));
    modelsByIdCache.set(models, byId);
  }
  return byId;
}

/**
 * A node's issues: its own (cached per node object, they depend on nothing else) and those that
 * depend on the context (computed on every call, so a new models list never meets stale issues).
 */
function nodeIssuesIn(node: GraphNode, context: KindValidationContext | undefined): readonly GraphIssue[] {
  const own = validateNode(node);
  if (!context) return own;
  // The kind's rules that depend on the context (kinds/<kind>/model.ts, `validateInContext`): a field already reported keeps its issue.
  const extra = definitionOf(node)
    .validateInContext(node, context)
    .filter((issue) => !own.some((other) => other.field === issue.field));
  return extra.length ? [...own, ...extra] : own;
}

/**
 * Every issue of a graph: its nodes' fields, the graph's shape, its edges and variable references;
 * with a context, also what the context can tell (maxTokens over the chosen model's limit).
 */
export function validateGraph(graph: GraphShape, context: ValidationContext = {}): GraphIssue[] {
  const issues: GraphIssue[] = [];
  const { nodes, edges } = graph;
  if (nodes.length > saveWorkflowGraphBodyNodesMax) issues.push({ key: k.tooManyNodes, params: { max: saveWorkflowGraphBodyNodesMax }, level: 'invalid' });
  if (edges.length > saveWorkflowGraphBodyEdgesMax) issues.push({ key: k.tooManyEdges, params: { max: saveWorkflowGraphBodyEdgesMax }, level: 'invalid' });

  const index = indexGraph(graph);
  const byModelId = context.models && modelsById(context.models);
  const kindContext: KindValidationContext | undefined = byModelId && { modelOf: (id) => byModelId.get(id) };
  let start = -1;
  let ends = 0;
  nodes.forEach((node, i) => {
    issues.push(...nodeIssuesIn(node, kindContext));
    if (index.byId.get(node.id) !== i) issues.push({ key: k.duplicateNodeId, params: { id: node.id }, level: 'invalid', nodeId: node.id });
    if (node.kind === NodeKind.NODE_KIND_START) {
      if (start >= 0) issues.push({ key: k.multipleStart, level: 'invalid', nodeId: node.id });
      else start = i;
    }
    if (node.kind === NodeKind.NODE_KIND_END) ends += 1;
  });
  if (start < 0) issues.push({ key: k.startNotFound, level: 'incomplete' });
  if (ends === 0) issues.push({ key: k.endNotFound, level: 'incomplete' });

  issues.push(...edgeIssues(graph, index.byId));

  if (index.order.length < nodes.length) {
    nodes.forEach((node, i) => {
      if (index.rank[i]! < 0) issues.push({ key: k.cycle, level: 'incomplete', nodeId: node.id });
    });
  }
  if (start >= 0) {
    const reached = reachableFrom(index, start);
    nodes.forEach((node, i) => {
      if (!reached[i] && index.byId.get(node.id) === i) issues.push({ key: k.unreachable, level: 'incomplete', nodeId: node.id });
    });
  }
  issues.push(...referenceIssues(index, start));
  return issues;
}

function edgeIssues(graph: GraphShape, byId: ReadonlyMap<string, number>): GraphIssue[] {
  const issues: GraphIssue[] = [];
  const edgeIds = new Set<string>();
  const connections = new Set<string>();
  const handlesOf = new Map<number, Set<string | null>>();
  for (const edge of graph.edges) {
    const at = { edgeId: edge.id };
    if (edgeIds.has(edge.id)) issues.push({ ...at, key: k.duplicateEdgeId, params: { id: edge.id }, level: 'invalid' });
    edgeIds.add(edge.id);
    const s = byId.get(edge.source);
    const t = byId.get(edge.target);
    if (s === undefined) issues.push({ ...at, key: k.nodeNotFound, params: { id: edge.source }, level: 'invalid' });
    if (t === undefined) issues.push({ ...at, key: k.nodeNotFound, params: { id: edge.target }, level: 'invalid' });
    if (s === undefined || t === undefined) continue;
    const source = graph.nodes[s]!;
    const target = graph.nodes[t]!;
    const handle = sourceHandleOf(edge, source);
    let handles = handlesOf.get(s);
    if (!handles) {
      handles = new Set(outputHandlesOf(source).map((h) => h.id));
      handlesOf.set(s, handles);
    }
    if (handles.size === 0) issues.push({ ...at, nodeId: source.id, key: k.noOutput, level: 'incomplete' });
    else if (!handles.has(handle)) {
      const { key, level } = definitionOf(source).unknownHandleIssue;
      issues.push({ ...at, nodeId: source.id, key, params: { handle: handle ?? '' }, level });
    }
    if (inputHandlesOf(target).length === 0) issues.push({ ...at, nodeId: target.id, key: k.noInput, level: 'incomplete' });
    const connection = `${edge.source}\u0000${handle ?? ''}\u0000${edge.target}`;
    if (connections.has(connection)) issues.push({ ...at, key: k.duplicateEdge, level: 'incomplete' });
    connections.add(connection);
  }
  return issues;
}

function referenceIssues(index: ReturnType<typeof indexGraph>, start: number): GraphIssue[] {
  const issues: GraphIssue[] = [];
  const exposed = new Map<number, Set<string>>();
  let scope: ReturnType<typeof ancestorBitsets> | null = null;
  index.nodes.forEach((node, i) => {
    if (index.byId.get(node.id) !== i) return;
    for (const { field, value } of valueFieldsOf(node)) {
      for (const reference of referencesIn(value)) {
        const at = { nodeId: node.id, field, level: 'incomplete' as const };
        const target = index.byId.get(reference.nodeId);
        if (target === undefined) {
          issues.push({ ...at, key: k.referenceNodeNotFound, params: { id: reference.nodeId } });
          continue;
        }
        let names = exposed.get(target);
        if (!names) {
          names = new Set(outputVariablesOf(index.nodes[target]!).map((v) => v.name));
          exposed.set(target, names);
        }
        if (!names.has(reference.variable)) {
          issues.push({ ...at, key: k.referenceVariableNotFound, params: { node: reference.nodeId, variable: reference.variable } });
          continue;
        }
        // The start node's variables are in scope everywhere; nodes on a cycle are reported as such.
        if (target === start || index.rank[i]! < 0) continue;
        scope ??= ancestorBitsets(index);
        if (!scope.isAncestor(target, i)) issues.push({ ...at, key: k.referenceOutOfScope, params: { node: reference.nodeId, variable: reference.variable } });
      }
    }
  });
  return issues;
}

/** Whether the backend will take the graph (no `invalid` issue). */
export const canSave = (issues: readonly GraphIssue[]): boolean => !issues.some((issue) => issue.level === 'invalid');

/** Issues grouped by node id (graph-level and edge-only issues under ''). */
export function issuesByNode(issues: readonly GraphIssue[]): Map<string, GraphIssue[]> {
  const grouped = new Map<string, GraphIssue[]>();
  for (const issue of issues) {
    const id = issue.nodeId ?? '';
    const list = grouped.get(id);
    if (list) list.push(issue);
    else grouped.set(id, [issue]);
  }
  return grouped;
}
