/**
 * What changed in a workflow API's signature between two versions: the input variables (start node) and
 * output variables (end node) added, removed and kept. Callers send inputs and read outputs by name, so
 * only names count, not their order.
 */
import type { ApiVersion } from '../../../generated/model';

export type VariableDiff = { added: string[]; removed: string[]; kept: string[] };

type VersionVariables = Pick<ApiVersion, 'inputVariableNames' | 'outputVariableNames'>;

export type SignatureDiff = { inputs: VariableDiff; outputs: VariableDiff };

/** added: in `after` only (in its order); removed: in `before` only (in its order); kept: in both (in `after`'s order). Each name once. */
export function diffNames(before: readonly string[], after: readonly string[]): VariableDiff {
  const beforeSet = new Set(before);
  const afterSet = new Set(after);
  const afterNames = [...afterSet];
  return {
    added: afterNames.filter((name) => !beforeSet.has(name)),
    removed: [...beforeSet].filter((name) => !afterSet.has(name)),
    kept: afterNames.filter((name) => beforeSet.has(name)),
  };
}

/** From version `a` to version `b`. */
export function diffVariables(a: VersionVariables, b: VersionVariables): SignatureDiff {
  return {
    inputs: diffNames(a.inputVariableNames, b.inputVariableNames),
    outputs: diffNames(a.outputVariableNames, b.outputVariableNames),
  };
}

/** Whether callers of one version can call the other unchanged: the same input and output names. */
export function isSameSignature(diff: SignatureDiff): boolean {
  return [diff.inputs, diff.outputs].every((part) => part.added.length === 0 && part.removed.length === 0);
}
