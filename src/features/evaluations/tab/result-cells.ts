/**
 * What a result row's text cells say: its inputs (`name: value`, joined), each output (named when the set
 * checks more than one) or the row's error, and the expected answers. The grid cuts them to one line with
 * an ellipsis and shows them whole on hover.
 */
import type { EvaluationResult } from '../../../generated/model';

export function resultCells(result: EvaluationResult): { inputs: string; output: string; expected: string } {
  const named = result.outputs.length > 1;
  const each = (pick: (output: EvaluationResult['outputs'][number]) => string) =>
    result.outputs.map((output) => (named ? `${output.name}: ${pick(output)}` : pick(output))).join(' / ');
  return {
    inputs: Object.entries(result.inputs)
      .map(([name, value]) => `${name}: ${value}`)
      .join(' / '),
    output: result.error ?? each((output) => output.output),
    expected: each((output) => output.expected),
  };
}
