/** The variables nodes expose to the nodes after them, and the names reserved for the system (not per kind). */

/** The start node's system variables: always available, never stored, never deletable. */
export const SYSTEM_VARIABLES = ['sys_user_id', 'sys_workflow_id', 'sys_run_id', 'sys_query', 'sys_files'] as const;
/** Names starting with this (any case) are reserved for the system (contract: NodeVariableName). */
export const RESERVED_VARIABLE_PREFIX = 'sys_';

export const isReservedVariableName = (name: string): boolean => name.toLowerCase().startsWith(RESERVED_VARIABLE_PREFIX);
export const isSystemVariable = (name: string): boolean => (SYSTEM_VARIABLES as readonly string[]).includes(name);

/** A variable a node exposes to the nodes after it (`{{nodeId.name}}`). */
export interface ExposedVariable {
  name: string;
  source: 'system' | 'input' | 'output';
}

/** The output of a kind that puts its result in the variable its `data.variable` names (none while unnamed). */
export const variableOutput = (node: { data: { variable: string } }): ExposedVariable[] =>
  node.data.variable ? [{ name: node.data.variable, source: 'output' }] : [];
