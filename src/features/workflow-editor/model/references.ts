/**
 * Variable references in node fields: `{{nodeId.variable}}` (ValueExpression in the contract). Which
 * fields of each kind may hold them (each kind's `references`, kinds/<kind>/model.ts), how to find them
 * and how to rewrite them when node ids change.
 */
import type { GraphNode } from '../../../generated/model';
import { KIND_TABLE } from '../kinds/model-table';
import type { ValueField } from './value-fields';

export type { ValueField } from './value-fields';

export interface VariableReference {
  nodeId: string;
  variable: string;
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

/** The fields of a node that may refer to other nodes' variables (its kind's `references`). */
export const valueFieldsOf = (node: GraphNode): ValueField[] => KIND_TABLE.valueFieldsOf(node);

/** The node with `rewrite` applied to every field that may hold references (a new object; input untouched). */
export const mapValueFields = (node: GraphNode, rewrite: (value: string) => string): GraphNode => KIND_TABLE.mapValueFields(node, rewrite);
