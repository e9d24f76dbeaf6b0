/**
 * The start node's variable list as its panel shows it: the system variables first (locked: they
 * cannot be renamed or deleted, §5), then the input variables. Edits refuse reserved names with the
 * spec message and never touch a system variable.
 */
import type { StartVariable } from '../../../generated/model';
import type { NodeOfKind } from './graph-types';
import { messageKeys, type MessageKey } from './messages';
import { SYSTEM_VARIABLES, isReservedVariableName, isSystemVariable } from './node-registry';

type StartNode = NodeOfKind<'NODE_KIND_START'>;

export interface StartVariableRow {
  name: string;
  debugValue?: string;
  system: boolean;
  deletable: boolean;
  /** Index in `data.inputVariables`, -1 for system variables. */
  index: number;
}

export type StartEdit = { ok: true; node: StartNode } | { ok: false; key: MessageKey; params?: Record<string, string> };

export function startVariableRows(node: StartNode): StartVariableRow[] {
  return [
    ...SYSTEM_VARIABLES.map((name): StartVariableRow => ({ name, system: true, deletable: false, index: -1 })),
    ...node.data.inputVariables.map((variable, index): StartVariableRow => ({ ...variable, system: false, deletable: true, index })),
  ];
}

const withInputs = (node: StartNode, inputVariables: StartVariable[]): StartNode => ({ ...node, data: { ...node.data, inputVariables } });

/** Adds an input variable; a reserved name is refused with the spec message. */
export function addStartVariable(node: StartNode, variable: StartVariable): StartEdit {
  if (isReservedVariableName(variable.name)) return { ok: false, key: messageKeys.reservedVariable };
  if (node.data.inputVariables.some((v) => v.name === variable.name)) return { ok: false, key: messageKeys.duplicateVariable, params: { name: variable.name } };
  return { ok: true, node: withInputs(node, [...node.data.inputVariables, variable]) };
}

/** Renames or changes an input variable (by index); reserved names are refused. */
export function updateStartVariable(node: StartNode, index: number, variable: StartVariable): StartEdit {
  if (!node.data.inputVariables[index]) return { ok: false, key: messageKeys.invalidValue };
  if (isReservedVariableName(variable.name)) return { ok: false, key: messageKeys.reservedVariable };
  return {
    ok: true,
    node: withInputs(
      node,
      node.data.inputVariables.map((v, i) => (i === index ? variable : v)),
    ),
  };
}

/** Deletes an input variable by name; system variables cannot be deleted. */
export function removeStartVariable(node: StartNode, name: string): StartEdit {
  if (isSystemVariable(name) || isReservedVariableName(name)) return { ok: false, key: messageKeys.systemVariableNotDeletable };
  return {
    ok: true,
    node: withInputs(
      node,
      node.data.inputVariables.filter((v) => v.name !== name),
    ),
  };
}
