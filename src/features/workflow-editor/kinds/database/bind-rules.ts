/** The database node's bind variable rules (§5, §9): the CLOB threshold and the placeholders a query uses. */
import type { GraphBindVariable } from '../../../../generated/model';

/** Strings over this many characters need the CLOB type (Oracle, §9). */
export const CLOB_THRESHOLD = 4000;

/** The bind variable type to use for a value: VARCHAR2 becomes CLOB over 4000 characters (§5). */
export function autoBindVariableType(bind: Pick<GraphBindVariable, 'type' | 'value'>): GraphBindVariable['type'] {
  return bind.type === 'BIND_VARIABLE_TYPE_VARCHAR2' && bind.value.length > CLOB_THRESHOLD ? 'BIND_VARIABLE_TYPE_CLOB' : bind.type;
}

/** Bind placeholders a query uses (`:name` for Oracle, `@name` for BigQuery), outside quoted literals. */
export function bindPlaceholdersIn(query: string): string[] {
  const unquoted = query.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"])*"/g, '""');
  return Array.from(new Set(Array.from(unquoted.matchAll(/(?<![:@\w])[:@]([A-Za-z_][A-Za-z0-9_]*)/g), (m) => m[1]!)));
}
