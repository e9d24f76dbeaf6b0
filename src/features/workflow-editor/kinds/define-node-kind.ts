/**
 * `defineNodeKind`: everything the editor's model knows about one kind of node, declared once in the
 * kind's folder (`kinds/<kind>/model.ts`): how a new node is made, its name, what it exposes, its
 * handles, its checks, the fields that hold references, and its canvas colour and summary. The panel
 * and the icon (React) are declared beside it in `view.ts` (define-kind-view.ts), so this part stays
 * importable by the model code, the workers and the mock backend without React.
 */
import type { LlmModel, NodeKind, NodePosition } from '../../../generated/model';
import type { NamespacedKey } from '../../../lib/i18n-keys';
import type { GraphIssue, IssueLevel } from '../model/graph-issue';
import type { NodeOfKind } from '../model/graph-types';
import { singleHandle, type HandleSpec } from '../model/handles';
import type { RandomDigit } from '../model/ids';
import { messageKeys } from '../model/messages';
import type { ValueField } from '../model/value-fields';
import type { ExposedVariable } from '../model/variables';

/** What every node has, whatever its kind (each member of the contract's GraphNode union has it). */
export interface KindedNode {
  id: string;
  kind: string;
  title?: string;
  position: NodePosition;
  data: object;
}

/** A number field's whole range, so a message can say it (the contract's bounds). A type, not an interface: it goes into a message's params. */
export type NumberRange = { min: number; max: number };

/** Where a kind's checks report: the node id is added for them. */
export interface KindIssueReport {
  /** An issue of one field; left out when the contract's schema already refused that field. */
  add(issue: Omit<GraphIssue, 'nodeId'>): void;
  /** A `duplicateVariable` issue (incomplete) for each name used before in `names` (empty names skipped). */
  duplicates(names: readonly string[], field: (index: number) => string): void;
}

/** The fields of a node that may hold `{{node.variable}}` references, and how to rewrite them (rename, paste). */
export interface KindReferences<Node> {
  /** Every field that may refer to other nodes' variables, by path under the node. */
  fields(node: Node): ValueField[];
  /** The node with `rewrite` applied to the same fields (a new object; the input untouched). */
  map(node: Node, rewrite: (value: string) => string): Node;
}

/** What a kind's checks may read beyond the node when the editor has it (the models call's limits). */
export interface KindValidationContext {
  /** The model of an id, when the models list is loaded and has it. */
  modelOf(id: string): Pick<LlmModel, 'maxTokens'> | undefined;
}

/** The issue of an edge leaving a node through a handle the node does not have. */
export interface UnknownHandleIssue {
  key: GraphIssue['key'];
  level: IssueLevel;
}

/**
 * One kind of node, complete. The members are methods, not function properties, on purpose: methods are
 * checked bivariantly, so the entry of one kind (`KindModel<'NODE_KIND_LLM', LlmNode>`) fits a table of
 * all kinds (`KindModel<NodeKind, GraphNode>`) without a cast. The table only ever calls an entry with a
 * node of that entry's kind (it looks the entry up by `node.kind`).
 */
export interface KindModel<K extends string, Node extends KindedNode> {
  readonly kind: K;
  /** Prefix of fresh ids (matches the seed graphs: llm_…, db_…, if_…). */
  readonly idPrefix: string;
  /** i18n key (editor namespace) of the kind's name, shown when the node has no title. */
  readonly labelKey: NamespacedKey<'editor'>;
  /** Whether the palette offers it (a graph has a single start node, made with the workflow). */
  readonly inPalette: boolean;
  /** One per graph, made with the workflow (the start node): a copy leaves it out. */
  readonly single: boolean;
  /** Whether the user may delete it (canvas, panel; removing it from the graph is refused otherwise). */
  readonly removable: boolean;
  /** The output handle of an edge that names none (an if-else's else edge, as the backend reads it). */
  readonly defaultSourceHandle: string | null;
  /** What an edge leaving through a handle the node does not have is reported as. */
  readonly unknownHandleIssue: UnknownHandleIssue;
  /** The kind's colour on the canvas, the palette and the minimap (`#rrggbb`, light theme). */
  readonly color: string;
  /** Number fields with both bounds (path under the node → range), so an out-of-range message says the whole range. */
  readonly numberRanges: Readonly<Record<string, NumberRange>>;
  readonly references: KindReferences<Node>;
  /** The data of a new node. */
  defaults(random?: RandomDigit): Node['data'];
  outputVariables(node: Node): ExposedVariable[];
  inputHandles(node: Node): HandleSpec[];
  outputHandles(node: Node): HandleSpec[];
  /** The rules of the kind the contract's schema cannot say. */
  validate(node: Node, report: KindIssueReport): void;
  /** The rules that depend on what the editor loaded beside the graph (not cached with the node's own issues). */
  validateInContext(node: Node, context: KindValidationContext): readonly GraphIssue[];
  /** A short line of data shown under the node's title on the canvas (user data, not a translated string). */
  summary(node: Node): string;
}

/** What a kind declares: the rest has defaults (a single input and output, no checks, no references, no summary). */
export type KindSpec<K extends string, Node extends KindedNode> = Pick<
  KindModel<K, Node>,
  'kind' | 'idPrefix' | 'labelKey' | 'inPalette' | 'color' | 'defaults' | 'outputVariables'
> &
  Partial<
    Pick<
      KindModel<K, Node>,
      | 'single'
      | 'removable'
      | 'defaultSourceHandle'
      | 'unknownHandleIssue'
      | 'numberRanges'
      | 'references'
      | 'inputHandles'
      | 'outputHandles'
      | 'validate'
      | 'validateInContext'
      | 'summary'
    >
  >;

const NO_ISSUES: readonly GraphIssue[] = [];

/** Declares a kind of any node type (a test's fixture kind); the app's kinds use `defineNodeKind`. */
export function defineKind<K extends string, Node extends KindedNode>(spec: KindSpec<K, Node>): KindModel<K, Node> {
  return {
    single: false,
    removable: true,
    defaultSourceHandle: null,
    unknownHandleIssue: { key: messageKeys.unknownHandle, level: 'incomplete' },
    numberRanges: {},
    references: { fields: () => [], map: (node) => node },
    inputHandles: singleHandle,
    outputHandles: singleHandle,
    validate: () => {},
    validateInContext: () => NO_ISSUES,
    summary: () => '',
    ...spec,
  };
}

/** Declares one kind of the contract's NodeKind; every member is checked against that kind's node (`NodeOfKind<K>`). */
export function defineNodeKind<K extends NodeKind>(spec: KindSpec<K, NodeOfKind<K>>): KindModel<K, NodeOfKind<K>> {
  return defineKind(spec);
}
