/**
 * The registries derived from a list of kinds: what the editor's model asks of "the kind of this node"
 * (defaults and fresh ids, exposed variables, handles, the kind's own checks, the fields holding
 * references, the canvas colour and summary). The app builds it once from its kinds (model-table.ts);
 * a test may build one with a fixture kind added (kind-table.test.ts).
 */
import type { GraphIssue } from '../model/graph-issue';
import type { HandleSpec } from '../model/handles';
import { freshId, type RandomDigit } from '../model/ids';
import { messageKeys as k } from '../model/messages';
import type { ValueField } from '../model/value-fields';
import type { ExposedVariable } from '../model/variables';
import type { KindedNode, KindIssueReport, KindModel, NumberRange } from './define-node-kind';

export interface CreateNodeOptions {
  position: { x: number; y: number };
  /** Ids already in the graph (the new id avoids them). */
  takenIds: ReadonlySet<string>;
  title?: string;
  random?: RandomDigit;
}

export interface KindTable<N extends KindedNode> {
  /** The kinds in the order listed (the palette's order). */
  readonly kinds: readonly N['kind'][];
  /** The kinds the palette offers, in order. */
  readonly paletteKinds: readonly N['kind'][];
  /** The entry of a kind (undefined for a kind the table does not hold). */
  kindModel(kind: string): KindModel<N['kind'], N> | undefined;
  /** The entry of a node's kind. */
  modelOf(node: N): KindModel<N['kind'], N>;
  /** A new node of a kind with its defaults and a fresh id. */
  createNode<K extends N['kind']>(kind: K, options: CreateNodeOptions): Extract<N, { kind: K }>;
  outputVariablesOf(node: N): ExposedVariable[];
  inputHandlesOf(node: N): HandleSpec[];
  outputHandlesOf(node: N): HandleSpec[];
  /** The output handle an edge leaves from: its sourceHandle, or the source kind's `defaultSourceHandle`. */
  sourceHandleOf(edge: { sourceHandle?: string }, source: N | undefined): string | null;
  /** The kind's own rules for a node; `flagged` holds the fields the contract's schema already refused. */
  kindIssuesOf(node: N, flagged: ReadonlySet<string>): GraphIssue[];
  /** The range of a number field of a kind, when both its bounds are known. */
  numberRangeOf(kind: string, field: string): NumberRange | undefined;
  valueFieldsOf(node: N): ValueField[];
  mapValueFields(node: N, rewrite: (value: string) => string): N;
  summaryOf(node: N): string;
}

/** The table of the given kinds (each listed once, in palette order). */
export function buildKindTable<N extends KindedNode>(models: readonly KindModel<N['kind'], N>[]): KindTable<N> {
  const byKind = new Map<string, KindModel<N['kind'], N>>();
  for (const model of models) {
    if (byKind.has(model.kind)) throw new Error(`Node kind ${model.kind} is listed twice`);
    byKind.set(model.kind, model);
  }
  const modelOf = (node: N) => byKind.get(node.kind)!;
  return {
    kinds: models.map((model) => model.kind),
    paletteKinds: models.filter((model) => model.inPalette).map((model) => model.kind),
    kindModel: (kind) => byKind.get(kind),
    modelOf,
    createNode: (kind, options) => {
      const model = byKind.get(kind)!;
      const node = {
        id: freshId(model.idPrefix, options.takenIds, options.random),
        kind,
        ...(options.title ? { title: options.title } : {}),
        position: { x: options.position.x, y: options.position.y },
        data: model.defaults(options.random),
      };
      // The one cast: TypeScript cannot narrow the union N by a generic kind K (the entry's defaults are of kind K).
      return node as unknown as Extract<N, { kind: typeof kind }>;
    },
    outputVariablesOf: (node) => modelOf(node).outputVariables(node),
    inputHandlesOf: (node) => modelOf(node).inputHandles(node),
    outputHandlesOf: (node) => modelOf(node).outputHandles(node),
    sourceHandleOf: (edge, source) => edge.sourceHandle || (source ? modelOf(source).defaultSourceHandle : null),
    kindIssuesOf: (node, flagged) => {
      const issues: GraphIssue[] = [];
      const report: KindIssueReport = {
        add: (issue) => {
          if (!issue.field || !flagged.has(issue.field)) issues.push({ ...issue, nodeId: node.id });
        },
        duplicates: (names, field) => {
          const seen = new Set<string>();
          names.forEach((name, i) => {
            if (!name) return;
            if (seen.has(name)) issues.push({ key: k.duplicateVariable, params: { name }, level: 'incomplete', nodeId: node.id, field: field(i) });
            seen.add(name);
          });
        },
      };
      modelOf(node).validate(node, report);
      return issues;
    },
    numberRangeOf: (kind, field) => byKind.get(kind)?.numberRanges[field],
    valueFieldsOf: (node) => modelOf(node).references.fields(node),
    mapValueFields: (node, rewrite) => modelOf(node).references.map(node, rewrite),
    summaryOf: (node) => modelOf(node).summary(node),
  };
}
