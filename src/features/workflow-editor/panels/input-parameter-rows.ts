/**
 * The rows of a (shared) custom node's input parameters: one per parameter the chosen node declares
 * (its saved value, or empty), then every saved value the node no longer declares (kept, never
 * dropped, until the user removes it). While the declarations are not known (loading, failed, no
 * node chosen) the saved values are the rows. Pure; no React.
 */
import type { CustomNodeInputParameter, NodeInputParameter } from '../../../generated/model';
import { messageKeys } from '../model/messages';
import type { GraphIssue } from '../model/validation';

/** `declared`: the node declares it; `notDeclared`: saved, but the node no longer declares it; `saved`: declarations not known. */
export type InputParameterRowStatus = 'declared' | 'notDeclared' | 'saved';

export interface InputParameterRow {
  name: string;
  value: string;
  status: InputParameterRowStatus;
  /** What the node declares (for `declared` rows). */
  declared?: CustomNodeInputParameter;
  /** Where the value is saved in `data.inputParameters`; undefined while nothing is saved for it. */
  index: number | undefined;
  /** The issue path of the value: its saved place, or the place it takes once entered. */
  field: string;
}

const valueField = (index: number) => `data.inputParameters.${index}.value`;

export function inputParameterRows(declared: readonly CustomNodeInputParameter[] | undefined, saved: readonly NodeInputParameter[]): InputParameterRow[] {
  if (!declared) return saved.map((p, i) => ({ name: p.name, value: p.value, status: 'saved', index: i, field: valueField(i) }));
  const used = new Set<number>();
  let unsaved = saved.length;
  const rows: InputParameterRow[] = declared.map((param) => {
    const i = saved.findIndex((p, at) => p.name === param.name && !used.has(at));
    if (i < 0) return { name: param.name, value: '', status: 'declared', declared: param, index: undefined, field: valueField(unsaved++) };
    used.add(i);
    return { name: param.name, value: saved[i]!.value, status: 'declared', declared: param, index: i, field: valueField(i) };
  });
  saved.forEach((p, i) => {
    if (!used.has(i)) rows.push({ name: p.name, value: p.value, status: 'notDeclared', index: i, field: valueField(i) });
  });
  return rows;
}

/** The saved values with the row's value set (a row with nothing saved yet is added). */
export function withRowValue(saved: readonly NodeInputParameter[], row: InputParameterRow, value: string): NodeInputParameter[] {
  if (row.index === undefined) return [...saved, { name: row.name, value }];
  return saved.map((p, i) => (i === row.index ? { ...p, value } : p));
}

/** The saved values without the row's. */
export function withoutRow(saved: readonly NodeInputParameter[], row: InputParameterRow): NodeInputParameter[] {
  return saved.filter((_p, i) => i !== row.index);
}

/** A required parameter the node declares, left empty: the workflow cannot run it ('This field is required.'). */
export function missingValueIssue(row: InputParameterRow, nodeId: string): GraphIssue | undefined {
  if (row.status !== 'declared' || !row.declared?.required || row.value.trim()) return undefined;
  return { key: messageKeys.required, level: 'incomplete', nodeId, field: row.field };
}
