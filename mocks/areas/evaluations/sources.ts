/**
 * A new set's rows from its source: a dataset file of the project (its rows as the upload parsed them,
 * decoded with the encoding it detected: Shift_JIS or UTF-8), succeeded debug runs of the workflow, or rows
 * given by hand. Every refusal is a 400 naming its field.
 */
import type { EvaluationRowInput, EvaluationSetCreateSource, EvaluationSetSource } from '../../../src/generated/model';
import { badRequest } from '../../lib/errors';
import type { Violation } from '../../lib/validate';
import { datasetFiles } from '../datasets/table';
import { debugRuns } from '../workflows/table';
import { evaluationMessages as m } from './messages';

export interface SourceContext {
  projectId: string;
  workflowId: string;
  inputNames: readonly string[];
  outputNames: readonly string[];
}

const refuse = (violations: Violation[]) => {
  if (violations.length) throw badRequest(violations[0]!.message, violations);
};

/** Rows given by hand (a create's `source.rows` or an add's `rows`): every start variable, only the set's outputs. */
export function manualRowViolations(rows: readonly EvaluationRowInput[], context: SourceContext, prefix: string): Violation[] {
  const violations: Violation[] = [];
  rows.forEach((row, index) => {
    const at = `${prefix}.${index}`;
    for (const name of Object.keys(row.inputs)) {
      if (!context.inputNames.includes(name)) violations.push({ field: `${at}.inputs.${name}`, message: m.unknownVariable(name) });
    }
    for (const name of context.inputNames) {
      if (row.inputs[name] === undefined) violations.push({ field: `${at}.inputs.${name}`, message: m.missingInput(name) });
    }
    for (const name of Object.keys(row.expected)) {
      if (!context.outputNames.includes(name)) violations.push({ field: `${at}.expected.${name}`, message: m.unknownExpected(name) });
    }
  });
  return violations;
}

function fromDataset(source: Extract<EvaluationSetCreateSource, { type: 'EVALUATION_SOURCE_TYPE_DATASET' }>, context: SourceContext) {
  const file = datasetFiles.find(source.datasetFileId);
  if (!file || file.projectId !== context.projectId) refuse([{ field: 'source.datasetFileId', message: m.datasetNotFound }]);
  if (file!.status !== 'DATASET_FILE_STATUS_UPLOADED') refuse([{ field: 'source.datasetFileId', message: m.datasetNotUploaded }]);
  const { columns, rows, fileName, id } = file!;
  const violations: Violation[] = [];
  for (const [variable, column] of Object.entries(source.inputColumns)) {
    const field = `source.inputColumns.${variable}`;
    if (!context.inputNames.includes(variable)) violations.push({ field, message: m.unknownVariable(variable) });
    else if (!columns.includes(column)) violations.push({ field, message: m.columnMissing(column) });
  }
  for (const variable of context.inputNames) {
    if (source.inputColumns[variable] === undefined) violations.push({ field: `source.inputColumns.${variable}`, message: m.noColumn(variable) });
  }
  for (const [output, column] of Object.entries(source.expectedColumns)) {
    const field = `source.expectedColumns.${output}`;
    const at = columns.indexOf(column);
    if (!context.outputNames.includes(output)) violations.push({ field, message: m.unknownExpected(output) });
    else if (at < 0) violations.push({ field, message: m.columnMissing(column) });
    else if (!rows.some((row) => (row[at] ?? '').trim() !== '')) violations.push({ field, message: m.expectedEmpty(column) });
  }
  for (const output of context.outputNames) {
    if (source.expectedColumns[output] === undefined) violations.push({ field: `source.expectedColumns.${output}`, message: m.noExpectedColumn(output) });
  }
  refuse(violations);
  const pick = (row: string[], map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).map(([name, column]) => [name, row[columns.indexOf(column)] ?? '']));
  return {
    rows: rows.map((row) => ({ inputs: pick(row, source.inputColumns), expected: pick(row, source.expectedColumns) })),
    source: { type: source.type, datasetFileId: id, datasetFileName: fileName },
  };
}

function fromDebugRuns(source: Extract<EvaluationSetCreateSource, { type: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS' }>, context: SourceContext) {
  const runs = source.debugRunIds.map((id) => debugRuns.find(id));
  refuse(
    runs.flatMap((run, index) =>
      run && run.workflowId === context.workflowId && run.status === 'DEBUG_RUN_STATUS_SUCCEEDED'
        ? []
        : [{ field: `source.debugRunIds.${index}`, message: m.debugRunUnusable }],
    ),
  );
  const value = (values: { name: string; value: string }[], name: string) => values.find((v) => v.name === name)?.value ?? '';
  return {
    rows: runs.map((run) => ({
      inputs: Object.fromEntries(context.inputNames.map((name) => [name, value(run!.inputs, name)])),
      expected: Object.fromEntries(context.outputNames.map((name) => [name, value(run!.outputs, name)])),
    })),
    source: { type: source.type },
  };
}

/** The rows and the stored source of a new set. */
export function rowsFromSource(source: EvaluationSetCreateSource, context: SourceContext): { rows: EvaluationRowInput[]; source: EvaluationSetSource } {
  switch (source.type) {
    case 'EVALUATION_SOURCE_TYPE_DATASET':
      return fromDataset(source, context);
    case 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS':
      return fromDebugRuns(source, context);
    case 'EVALUATION_SOURCE_TYPE_MANUAL':
      refuse(manualRowViolations(source.rows, context, 'source.rows'));
      return { rows: source.rows.map((row) => ({ inputs: { ...row.inputs }, expected: { ...row.expected } })), source: { type: source.type } };
  }
}
