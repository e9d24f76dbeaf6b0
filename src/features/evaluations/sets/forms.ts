/**
 * The set dialog's form: name and description, where the rows come from (a dataset file with a column per
 * start variable and an expected-answer column per output, succeeded debug runs, or rows typed by hand),
 * and a scorer per end-node output with its settings kept as typed (text for numbers and the JSON Schema, so
 * nothing typed is lost while it does not parse). `toCreateBody` turns valid values into the contract's body;
 * an existing set is edited from `editValues` and saved with `toUpdateBody` (its rows stay as they are).
 */
import { z } from 'zod';
import { optionalText, requiredText } from '../../../components/form/zod-messages';
import {
  createEvaluationSetBodyDescriptionMax,
  createEvaluationSetBodyNameMax,
  createEvaluationSetBodyOutputsItemScorerSixRubricMax,
} from '../../../generated/evaluations/evaluations.zod';
import type { EvaluationOutput, EvaluationRowsAdd, EvaluationSet, EvaluationSetCreate, EvaluationSetUpdate, Scorer } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { regexProblem } from '../scoring/regex';

export const SET_NAME_MAX = createEvaluationSetBodyNameMax;
export const RUBRIC_MAX = createEvaluationSetBodyOutputsItemScorerSixRubricMax;
export const SCHEMA_MAX_CHARS = 10_000;
export const MANUAL_ROWS_MAX = 100;

export const SOURCE_TYPES = ['dataset', 'debugRuns', 'manual'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const SCORER_TYPES = [
  'SCORER_TYPE_EXACT_MATCH',
  'SCORER_TYPE_CONTAINS',
  'SCORER_TYPE_REGEX',
  'SCORER_TYPE_JSON_SCHEMA',
  'SCORER_TYPE_NUMERIC',
  'SCORER_TYPE_LLM_JUDGE',
] as const satisfies readonly Scorer['type'][];
export type ScorerType = (typeof SCORER_TYPES)[number];

export interface DatasetRef {
  id: string;
  fileName: string;
}

/** One output's scorer as typed: every type's settings, so switching type and back keeps them. */
export interface ScorerDraft {
  name: string;
  type: ScorerType;
  width: boolean;
  case: boolean;
  whitespace: boolean;
  pattern: string;
  ignoreCase: boolean;
  schemaText: string;
  tolerance: string;
  relative: boolean;
  model: string;
  rubric: string;
  threshold: string;
}

export interface ManualRow {
  inputs: Record<string, string>;
  expected: Record<string, string>;
}

export const scorerDraft = (name: string): ScorerDraft => ({
  name,
  type: 'SCORER_TYPE_EXACT_MATCH',
  width: true,
  case: true,
  whitespace: true,
  pattern: '',
  ignoreCase: false,
  schemaText: '',
  tolerance: '0',
  relative: false,
  model: '',
  rubric: '',
  threshold: '0.7',
});

export const emptyRow = (inputNames: readonly string[], outputNames: readonly string[]): ManualRow => ({
  inputs: Object.fromEntries(inputNames.map((name) => [name, ''])),
  expected: Object.fromEntries(outputNames.map((name) => [name, ''])),
});

/** A JSON Schema as typed: the object it parses to, or why not (`notJson`, `notObject`, `tooLong`). */
export function schemaTextProblem(text: string): 'required' | 'notJson' | 'notObject' | 'tooLong' | null {
  if (!text.trim()) return 'required';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'notJson';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'notObject';
  return JSON.stringify(parsed).length > SCHEMA_MAX_CHARS ? 'tooLong' : null;
}

const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

function scorerIssues(t: Translate, draft: ScorerDraft): Array<{ path: keyof ScorerDraft; message: string }> {
  switch (draft.type) {
    case 'SCORER_TYPE_REGEX': {
      const problem = regexProblem(draft.pattern);
      return problem ? [{ path: 'pattern', message: regexMessage(t, draft.pattern, problem) }] : [];
    }
    case 'SCORER_TYPE_JSON_SCHEMA': {
      const problem = schemaTextProblem(draft.schemaText);
      return problem ? [{ path: 'schemaText', message: t(`evaluationSets:validation.schema.${problem}`, { max: SCHEMA_MAX_CHARS }) }] : [];
    }
    case 'SCORER_TYPE_NUMERIC':
      return isNumber(draft.tolerance) && Number(draft.tolerance) >= 0 ? [] : [{ path: 'tolerance', message: t('evaluationSets:validation.tolerance') }];
    case 'SCORER_TYPE_LLM_JUDGE': {
      const issues: Array<{ path: keyof ScorerDraft; message: string }> = [];
      if (!draft.model) issues.push({ path: 'model', message: t('evaluationSets:validation.modelRequired') });
      if (!draft.rubric.trim()) issues.push({ path: 'rubric', message: t('evaluationSets:validation.rubricRequired') });
      else if (draft.rubric.length > RUBRIC_MAX) issues.push({ path: 'rubric', message: t('evaluationSets:validation.rubricTooLong', { max: RUBRIC_MAX }) });
      const threshold = Number(draft.threshold);
      if (!isNumber(draft.threshold) || threshold < 0 || threshold > 1) issues.push({ path: 'threshold', message: t('evaluationSets:validation.threshold') });
      return issues;
    }
    default:
      return [];
  }
}

/** Why a pattern is refused, in the user's language (the detail: the length, the construct or the engine's words). */
export function regexMessage(t: Translate, pattern: string, problem: NonNullable<ReturnType<typeof regexProblem>>): string {
  if (!pattern) return t('evaluationSets:validation.patternRequired');
  return t(`evaluationSets:validation.regex.${problem.code}`, { detail: problem.detail, max: 500 });
}

/** `edit`: an existing set's name, description and scorers (its rows and their source are not the form's). */
export type SetFormMode = 'create' | 'edit';

export function setFormSchema(t: Translate, inputNames: readonly string[], mode: SetFormMode = 'create') {
  return z
    .object({
      name: requiredText(t, { required: t('evaluationSets:validation.nameRequired'), max: SET_NAME_MAX }),
      description: optionalText(t, createEvaluationSetBodyDescriptionMax),
      sourceType: z.enum(SOURCE_TYPES),
      dataset: z.custom<DatasetRef | null>(),
      inputColumns: z.record(z.string(), z.string().optional()),
      expectedColumns: z.record(z.string(), z.string().optional()),
      debugRunIds: z.array(z.string()),
      rows: z.array(z.custom<ManualRow>()),
      outputs: z.array(z.custom<ScorerDraft>()),
    })
    .superRefine((values, context) => {
      const issue = (path: Array<string | number>, message: string) => context.addIssue({ code: 'custom', path, message });
      if (mode === 'create' && values.sourceType === 'dataset') {
        if (!values.dataset) issue(['dataset'], t('evaluationSets:validation.datasetRequired'));
        else {
          for (const name of inputNames) if (!values.inputColumns[name]) issue(['inputColumns', name], t('evaluationSets:validation.inputColumnRequired'));
          for (const { name } of values.outputs)
            if (!values.expectedColumns[name]) issue(['expectedColumns', name], t('evaluationSets:validation.expectedColumnRequired'));
        }
      }
      if (mode === 'create' && values.sourceType === 'debugRuns' && values.debugRunIds.length === 0)
        issue(['debugRunIds'], t('evaluationSets:validation.debugRunsRequired'));
      if (mode === 'create' && values.sourceType === 'manual' && values.rows.length === 0) issue(['rows'], t('evaluationSets:validation.rowsRequired'));
      values.outputs.forEach((draft, index) => {
        for (const { path, message } of scorerIssues(t, draft)) issue(['outputs', index, path], message);
      });
    });
}

export type SetFormValues = z.input<ReturnType<typeof setFormSchema>>;

export function toScorer(draft: ScorerDraft): Scorer {
  switch (draft.type) {
    case 'SCORER_TYPE_EXACT_MATCH':
    case 'SCORER_TYPE_CONTAINS':
      return { type: draft.type, normalize: { width: draft.width, case: draft.case, whitespace: draft.whitespace } };
    case 'SCORER_TYPE_REGEX':
      return { type: draft.type, pattern: draft.pattern, ignoreCase: draft.ignoreCase };
    case 'SCORER_TYPE_JSON_SCHEMA':
      return { type: draft.type, schema: JSON.parse(draft.schemaText) as Record<string, unknown> };
    case 'SCORER_TYPE_NUMERIC':
      return { type: draft.type, tolerance: Number(draft.tolerance), relative: draft.relative };
    case 'SCORER_TYPE_LLM_JUDGE':
      return { type: draft.type, model: draft.model, rubric: draft.rubric, threshold: Number(draft.threshold) };
  }
}

/** An output's scorer as the form holds it: its own type's settings, the others' defaults. */
export function draftOf({ name, scorer }: EvaluationOutput): ScorerDraft {
  const draft = scorerDraft(name);
  switch (scorer.type) {
    case 'SCORER_TYPE_EXACT_MATCH':
    case 'SCORER_TYPE_CONTAINS': {
      const { width = true, case: letterCase = true, whitespace = true } = scorer.normalize ?? {};
      return { ...draft, type: scorer.type, width, case: letterCase, whitespace };
    }
    case 'SCORER_TYPE_REGEX':
      return { ...draft, type: scorer.type, pattern: scorer.pattern, ignoreCase: scorer.ignoreCase ?? false };
    case 'SCORER_TYPE_JSON_SCHEMA':
      return { ...draft, type: scorer.type, schemaText: JSON.stringify(scorer.schema, null, 2) };
    case 'SCORER_TYPE_NUMERIC':
      return { ...draft, type: scorer.type, tolerance: String(scorer.tolerance), relative: scorer.relative ?? false };
    case 'SCORER_TYPE_LLM_JUDGE':
      return { ...draft, type: scorer.type, model: scorer.model, rubric: scorer.rubric, threshold: String(scorer.threshold) };
  }
}

/** A new set's form: a dataset file to pick, one empty row typed by hand, and exact match for every output. */
export function createValues(inputNames: readonly string[], outputNames: readonly string[]): SetFormValues {
  return {
    name: '',
    description: '',
    sourceType: 'dataset',
    dataset: null,
    inputColumns: {},
    expectedColumns: {},
    debugRunIds: [],
    rows: [emptyRow(inputNames, outputNames)],
    outputs: outputNames.map(scorerDraft),
  };
}

/** The form's values for editing `set`: its name, description and scorers (the source fields are unused). */
export function editValues(set: EvaluationSet): SetFormValues {
  return { ...createValues([], []), name: set.name, description: set.description ?? '', rows: [], outputs: set.outputs.map(draftOf) };
}

/** The changes of an edited set: name, description (empty clears it) and scorers. */
export function toUpdateBody(values: SetFormValues): EvaluationSetUpdate {
  return {
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    outputs: values.outputs.map((draft) => ({ name: draft.name, scorer: toScorer(draft) })),
  };
}

const pick = (map: Record<string, string | undefined>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, map[name] ?? '']));

/** The rows typed by hand, each with a value for every start variable and output. */
function typedRows(values: SetFormValues, inputNames: readonly string[]) {
  const outputNames = values.outputs.map((draft) => draft.name);
  return values.rows.map((row) => ({ inputs: pick(row.inputs, inputNames), expected: pick(row.expected, outputNames) }));
}

/** The rows typed by hand to append to an edited set (`addEvaluationRows`); none when nothing was added. */
export function toAddRowsBody(values: SetFormValues, inputNames: readonly string[]): EvaluationRowsAdd | undefined {
  return values.rows.length ? { rows: typedRows(values, inputNames) } : undefined;
}

export function toCreateBody(values: SetFormValues, inputNames: readonly string[]): EvaluationSetCreate {
  const description = values.description?.trim();
  const outputs = values.outputs.map((draft) => ({ name: draft.name, scorer: toScorer(draft) }));
  const outputNames = values.outputs.map((draft) => draft.name);
  const source: EvaluationSetCreate['source'] =
    values.sourceType === 'dataset'
      ? {
          type: 'EVALUATION_SOURCE_TYPE_DATASET',
          datasetFileId: values.dataset!.id,
          inputColumns: pick(values.inputColumns, inputNames),
          expectedColumns: pick(values.expectedColumns, outputNames),
        }
      : values.sourceType === 'debugRuns'
        ? { type: 'EVALUATION_SOURCE_TYPE_DEBUG_RUNS', debugRunIds: values.debugRunIds }
        : { type: 'EVALUATION_SOURCE_TYPE_MANUAL', rows: typedRows(values, inputNames) };
  return { name: values.name.trim(), ...(description ? { description } : {}), outputs, source };
}

/**
 * Where a 400's field (`outputs.0.scorer.pattern`, `source.inputColumns.inquiry`, `source.rows.2.inputs.x`,
 * or `rows.2.inputs.x` of rows added to a set)
 * lands in the form, or undefined when the form has no such field (the message is then shown in the dialog).
 */
export function formFieldOf(field: string): string | undefined {
  if (field === 'name' || field === 'description') return field;
  const scorer = /^outputs\.(\d+)\.scorer\.(pattern|schema|rubric|model|threshold|tolerance)$/.exec(field);
  if (scorer) return `outputs.${scorer[1]}.${scorer[2] === 'schema' ? 'schemaText' : scorer[2]}`;
  const column = /^source\.(inputColumns|expectedColumns)\.(.+)$/.exec(field);
  if (column) return `${column[1]}.${column[2]}`;
  if (field === 'source.datasetFileId') return 'dataset';
  if (/^source\.debugRunIds(\.\d+)?$/.test(field)) return 'debugRunIds';
  const cell = /^(?:source\.)?rows\.(\d+)\.(inputs|expected)\.(.+)$/.exec(field);
  if (cell) return `rows.${cell[1]}.${cell[2]}.${cell[3]}`;
  return undefined;
}
