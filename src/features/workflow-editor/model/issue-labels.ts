/**
 * What an issue names for people: the field by the label its panel shows (an item of a list by its
 * number, as the list's remove buttons count, or a parameter by its name, as its row is labelled), and nodes by their title
 * rather than their id. Pure: keys and values to translate, no React.
 */
import type { GraphNode } from '../../../generated/model';
import type { NamespacedKey } from '../../../lib/i18n-keys';
import { messageKeys } from './messages';
import type { GraphIssue } from './validation';

type EditorKey = NamespacedKey<'editor'>;

/** One step of a field's label: a label key (with an item number or name), or a name as it is. */
export type FieldLabelPart = { key: EditorKey; number?: number } | { text: string };

/** The label of each `data.<key>` field, as its panel shows it. */
const DATA_FIELDS: Record<string, EditorKey> = {
  inputVariables: 'editor:fields.inputVariables',
  outputVariables: 'editor:fields.outputVariables',
  modelId: 'editor:fields.model',
  prompt: 'editor:fields.prompt',
  systemPrompt: 'editor:fields.systemPrompt',
  outputVariable: 'editor:fields.outputVariable',
  temperature: 'editor:fields.temperature',
  maxTokens: 'editor:fields.maxTokens',
  topP: 'editor:fields.topP',
  knowledge: 'editor:fields.knowledge',
  jsonMode: 'editor:fields.jsonMode',
  useContext: 'editor:fields.useContext',
  imageUrls: 'editor:fields.imageUrls',
  videoUrls: 'editor:fields.videoUrls',
  audioUrls: 'editor:fields.audioUrls',
  fileUrls: 'editor:fields.fileUrls',
  indexId: 'editor:fields.index',
  query: 'editor:fields.query',
  numberOfDocuments: 'editor:fields.numberOfDocuments',
  minimumScore: 'editor:fields.minimumScore',
  variable: 'editor:fields.variable',
  connectionId: 'editor:fields.connection',
  bindVariables: 'editor:fields.bindVariables',
  branches: 'editor:fields.branches',
  workflowId: 'editor:fields.workflow',
  version: 'editor:fields.version',
  customNodeId: 'editor:fields.customNode',
  sharedCustomNodeId: 'editor:fields.sharedCustomNode',
  configFileId: 'editor:fields.configFile',
  inputParameters: 'editor:fields.inputParameters',
};

/** The label of a field inside a list item (`data.bindVariables.0.<key>`). */
const ITEM_FIELDS: Record<string, EditorKey> = {
  name: 'editor:fields.name',
  debugValue: 'editor:fields.debugValue',
  value: 'editor:fields.value',
  type: 'editor:fields.type',
  logicalOperator: 'editor:fields.logicalOperator',
  conditions: 'editor:fields.conditions',
  inputVariable: 'editor:fields.inputVariable',
  operator: 'editor:fields.operator',
};

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The label of an issue's field, outermost first (`data.branches.0.conditions.1.value` → Branches 1,
 * Conditions 2, Value); undefined when the issue has no field a person would know.
 */
export function fieldLabelParts(field: string | undefined, node?: GraphNode): FieldLabelPart[] | undefined {
  if (!field) return undefined;
  if (field === 'title') return [{ key: 'editor:fields.title' }];
  const [root, name, ...rest] = field.split('.');
  const key = root === 'data' && name ? DATA_FIELDS[name] : undefined;
  if (!key) return undefined;
  const parts: FieldLabelPart[] = [{ key }];
  for (const segment of rest) {
    if (isIndex(segment)) {
      const last = parts[parts.length - 1]!;
      // A parameter is known by its name (its row is labelled with it), other items by their number.
      const parameter =
        name === 'inputParameters' && parts.length === 1 && node && 'inputParameters' in node.data
          ? node.data.inputParameters[Number(segment)]?.name
          : undefined;
      if (parameter) return [...parts, { text: parameter }];
      if ('key' in last && last.number === undefined) parts[parts.length - 1] = { key: last.key, number: Number(segment) + 1 };
      continue;
    }
    const itemKey = ITEM_FIELDS[segment];
    if (!itemKey) break;
    parts.push({ key: itemKey });
  }
  return parts;
}

/** Message params that hold a node id (a variable reference's node): shown by the node's name instead. */
const NODE_PARAMS = new Map<string, string>([
  [messageKeys.referenceVariableNotFound, 'node'],
  [messageKeys.referenceOutOfScope, 'node'],
]);

/** The issue's message params with node ids replaced by the nodes' names (an id no node has stays). */
export function messageParams(issue: GraphIssue, nameOf: (nodeId: string) => string | undefined): Record<string, string | number> {
  const params = issue.params ?? {};
  const param = NODE_PARAMS.get(issue.key);
  if (!param || typeof params[param] !== 'string') return params;
  const name = nameOf(params[param]);
  return name === undefined ? params : { ...params, [param]: name };
}
