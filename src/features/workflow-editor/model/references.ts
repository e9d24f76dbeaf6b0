/**
 * Variable references in node fields: `{{nodeId.variable}}` (ValueExpression in the contract). Which
 * fields of each kind may hold them, how to find them and how to rewrite them when node ids change.
 */
import type { GraphNode } from '../../../generated/model';

export interface VariableReference {
  nodeId: string;
  variable: string;
}

/** A field of a node that may hold references, by its path under the node (`data.prompt`). */
export interface ValueField {
  field: string;
  value: string;
}

const REFERENCE = /\{\{\s*([A-Za-z0-9_-]+)\.([A-Za-z0-9_]+)\s*\}\}/g;

export const formatReference = (nodeId: string, variable: string): string => `{{${nodeId}.${variable}}}`;

/** The references in a text, in order of appearance. */
export function referencesIn(text: string): VariableReference[] {
  if (!text.includes('{{')) return [];
  return Array.from(text.matchAll(REFERENCE), (match) => ({ nodeId: match[1]!, variable: match[2]! }));
}

/** The text with every reference to a node in `idMap` pointed at its new id. */
export function renameReferences(text: string, idMap: ReadonlyMap<string, string>): string {
  if (!text.includes('{{')) return text;
  return text.replace(REFERENCE, (whole, nodeId: string, variable: string) => {
    const renamed = idMap.get(nodeId);
    return renamed ? formatReference(renamed, variable) : whole;
  });
}

const listFields = (prefix: string, values: readonly string[] | undefined): ValueField[] =>
  (values ?? []).map((value, i) => ({ field: `${prefix}.${i}`, value }));

/** The fields of a node that may refer to other nodes' variables. */
export function valueFieldsOf(node: GraphNode): ValueField[] {
  switch (node.kind) {
    case 'NODE_KIND_START':
    case 'NODE_KIND_WORKFLOW':
      return [];
    case 'NODE_KIND_END':
      return node.data.outputVariables.map((v, i) => ({ field: `data.outputVariables.${i}.value`, value: v.value }));
    case 'NODE_KIND_LLM':
      return [
        { field: 'data.prompt', value: node.data.prompt },
        ...(node.data.systemPrompt ? [{ field: 'data.systemPrompt', value: node.data.systemPrompt }] : []),
        ...listFields('data.imageUrls', node.data.imageUrls),
        ...listFields('data.videoUrls', node.data.videoUrls),
        ...listFields('data.audioUrls', node.data.audioUrls),
        ...listFields('data.fileUrls', node.data.fileUrls),
      ];
    case 'NODE_KIND_KNOWLEDGE':
      return [{ field: 'data.query', value: node.data.query }];
    case 'NODE_KIND_DATABASE':
      return node.data.bindVariables.map((b, i) => ({ field: `data.bindVariables.${i}.value`, value: b.value }));
    case 'NODE_KIND_IF_ELSE':
      return node.data.branches.flatMap((branch, b) =>
        branch.conditions.flatMap((c, i) => [
          { field: `data.branches.${b}.conditions.${i}.inputVariable`, value: c.inputVariable },
          ...(c.value !== undefined ? [{ field: `data.branches.${b}.conditions.${i}.value`, value: c.value }] : []),
        ]),
      );
    case 'NODE_KIND_CUSTOM_NODE':
    case 'NODE_KIND_SHARED_CUSTOM_NODE':
      return node.data.inputParameters.map((p, i) => ({ field: `data.inputParameters.${i}.value`, value: p.value }));
  }
}

/** The node with `rewrite` applied to every field that may hold references (a new object; input untouched). */
export function mapValueFields<N extends GraphNode>(node: N, rewrite: (value: string) => string): N {
  const list = (values: string[] | undefined) => values?.map(rewrite);
  const n = node as GraphNode;
  switch (n.kind) {
    case 'NODE_KIND_START':
    case 'NODE_KIND_WORKFLOW':
      return node;
    case 'NODE_KIND_END':
      return { ...n, data: { ...n.data, outputVariables: n.data.outputVariables.map((v) => ({ ...v, value: rewrite(v.value) })) } } as N;
    case 'NODE_KIND_LLM': {
      const d = n.data;
      return {
        ...n,
        data: {
          ...d,
          prompt: rewrite(d.prompt),
          ...(d.systemPrompt !== undefined ? { systemPrompt: rewrite(d.systemPrompt) } : {}),
          ...(d.imageUrls ? { imageUrls: list(d.imageUrls) } : {}),
          ...(d.videoUrls ? { videoUrls: list(d.videoUrls) } : {}),
          ...(d.audioUrls ? { audioUrls: list(d.audioUrls) } : {}),
          ...(d.fileUrls ? { fileUrls: list(d.fileUrls) } : {}),
        },
      } as N;
    }
    case 'NODE_KIND_KNOWLEDGE':
      return { ...n, data: { ...n.data, query: rewrite(n.data.query) } } as N;
    case 'NODE_KIND_DATABASE':
      return { ...n, data: { ...n.data, bindVariables: n.data.bindVariables.map((b) => ({ ...b, value: rewrite(b.value) })) } } as N;
    case 'NODE_KIND_IF_ELSE':
      return {
        ...n,
        data: {
          ...n.data,
          branches: n.data.branches.map((branch) => ({
            ...branch,
            conditions: branch.conditions.map((c) => ({
              ...c,
              inputVariable: rewrite(c.inputVariable),
              ...(c.value !== undefined ? { value: rewrite(c.value) } : {}),
            })),
          })),
        },
      } as N;
    case 'NODE_KIND_CUSTOM_NODE':
    case 'NODE_KIND_SHARED_CUSTOM_NODE':
      return { ...n, data: { ...n.data, inputParameters: n.data.inputParameters.map((p) => ({ ...p, value: rewrite(p.value) })) } } as N;
  }
}
