/**
 * What a result row's text cells say: its inputs in short (`name: value`, joined, cut at 120 characters),
 * each output (named when the set checks more than one) or the row's error, and the expected answers.
 */
import type { EvaluationResult } from '../../../generated/model';

export const SHORT_INPUTS = 120;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function resultCells(result: EvaluationResult): { inputs: string; output: string; expected: string } {
  const named = result.outputs.length > 1;
  const each = (pick: (output: EvaluationResult['outputs'][number]) => string) =>
    result.outputs.map((output) => (named ? `${output.name}: ${pick(output)}` : pick(output))).join(' / ');
  return {
    inputs: cut(
      Object.entries(result.inputs)
        .map(([name, value]) => `${name}: ${value}`)
        .join(' / '),
      SHORT_INPUTS,
    ),
    output: result.error ?? each((output) => output.output),
    expected: each((output) => output.expected),
  };
}
