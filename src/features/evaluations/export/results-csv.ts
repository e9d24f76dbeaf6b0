/**
 * A run's per-row results as CSV for Excel (the studio's CSV rules, src/lib/csv.ts: UTF-8 with a BOM):
 * the row number, each start variable, then for each checked output what the workflow answered, what was
 * expected, the score and whether it passed; then the row's pass, score, latency, tokens, its debug run
 * (the trace) and its error.
 */
import type { EvaluationResult, EvaluationRun } from '../../../generated/model';
import { csvText, safeFileName } from '../../../lib/csv';

export interface EvaluationCsvHeaders {
  row: string;
  output(name: string): string;
  expected(name: string): string;
  score(name: string): string;
  pass(name: string): string;
  rowPass: string;
  rowScore: string;
  latencyMs: string;
  tokens: string;
  debugRunId: string;
  error: string;
  passed: string;
  failed: string;
}

export function evaluationResultsCsv(
  results: readonly EvaluationResult[],
  columns: { inputNames: readonly string[]; outputNames: readonly string[] },
  headers: EvaluationCsvHeaders,
): string {
  const verdict = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? headers.passed : headers.failed);
  const head = [
    headers.row,
    ...columns.inputNames,
    ...columns.outputNames.flatMap((name) => [headers.output(name), headers.expected(name), headers.score(name), headers.pass(name)]),
    headers.rowPass,
    headers.rowScore,
    headers.latencyMs,
    headers.tokens,
    headers.debugRunId,
    headers.error,
  ];
  const rows = results.map((result) => {
    const byName = new Map(result.outputs.map((output) => [output.name, output]));
    return [
      result.index + 1,
      ...columns.inputNames.map((name) => result.inputs[name]),
      ...columns.outputNames.flatMap((name) => {
        const output = byName.get(name);
        return [output?.output, output?.expected, output?.score, verdict(output?.pass)];
      }),
      verdict(result.pass),
      result.score,
      result.latencyMs,
      result.tokens,
      result.debugRunId,
      result.error,
    ];
  });
  return csvText([head, ...rows]);
}

/** `<set name>_r<revision>_<run id>.csv` */
export const evaluationCsvFileName = (run: Pick<EvaluationRun, 'setName' | 'revision' | 'id'>) => `${safeFileName(run.setName)}_r${run.revision}_${run.id}.csv`;
