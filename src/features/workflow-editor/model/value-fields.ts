/** The fields of a node that may hold variable references (`{{nodeId.variable}}`), by path under the node. */

/** A field of a node that may hold references, by its path under the node (`data.prompt`). */
export interface ValueField {
  field: string;
  value: string;
}

/** The items of a list field as value fields (`data.imageUrls.0`, …). */
export const listFields = (prefix: string, values: readonly string[] | undefined): ValueField[] =>
  (values ?? []).map((value, i) => ({ field: `${prefix}.${i}`, value }));
