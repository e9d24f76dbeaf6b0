/**
 * The server's refusals of a new set, in the user's language and on the field they name: a 400's details
 * (`source.expectedColumns.category`, `outputs.0.scorer.pattern`, …) land on the form's fields, a name
 * another set has (409) on the name; what no field shows is said in the dialog.
 */
import { HttpError } from '../../../api/errors';
import type { ErrorDetail } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { formFieldOf } from './forms';

const KNOWN: Array<[RegExp, (t: Translate, match: RegExpExecArray) => string]> = [
  [/^Column not found in the dataset file: (.*)$/, (t, match) => t('evaluationSets:server.columnMissing', { column: match[1] })],
  [/^The column has no value in any row: (.*)$/, (t, match) => t('evaluationSets:server.expectedEmpty', { column: match[1] })],
  [/^Select a column for the start variable: (.*)$/, (t) => t('evaluationSets:validation.inputColumnRequired')],
  [/^Select the expected-answer column for: (.*)$/, (t) => t('evaluationSets:validation.expectedColumnRequired')],
  [/^Backreferences are not supported[^:]*: ?(.*)$/, (t, match) => t('evaluationSets:validation.regex.backreference', { detail: match[1] })],
  [/^Lookarounds are not supported[^:]*: ?(.*)$/, (t, match) => t('evaluationSets:validation.regex.lookaround', { detail: match[1] })],
  [/^The pattern is not a valid regular expression: ?(.*)$/, (t, match) => t('evaluationSets:validation.regex.invalid', { detail: match[1] })],
  [/^Not a valid JSON Schema: ?(.*)$/, (t, match) => t('evaluationSets:server.schemaInvalid', { detail: match[1] })],
  [/^The rubric can be at most/, (t) => t('evaluationSets:validation.rubricTooLong', { max: 4000 })],
  [/^The dataset file was not found/, (t) => t('evaluationSets:server.datasetNotFound')],
  [/^Not a succeeded debug run/, (t) => t('evaluationSets:server.debugRunUnusable')],
  [/^An evaluation set can have at most 10,000 rows/, (t) => t('evaluationSets:server.tooManyRows')],
];

/** A server message in the user's language when the dialog knows it, else as the server said it. */
export function serverMessage(t: Translate, message: string): string {
  for (const [pattern, word] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return word(t, match);
  }
  return message;
}

/** Why the save was refused, for the toast: a name taken, the set limit, or a 400's first message. */
export function setRefusal(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.code === 409 && /already exists/.test(error.message)) return t('evaluationSets:server.nameTaken');
  if (error.code === 409 && /at most 50/.test(error.message)) return t('evaluationSets:server.setLimit');
  if (error.code === 400) return serverMessage(t, error.message);
  return undefined;
}

/**
 * The form fields a refusal names, with their messages (empty when the error names none). `unplaced`:
 * messages of fields the form does not show.
 */
export function fieldErrors(t: Translate, error: unknown): { fields: Array<{ field: string; message: string }>; unplaced: string[] } {
  const fields: Array<{ field: string; message: string }> = [];
  const unplaced: string[] = [];
  if (!(error instanceof HttpError)) return { fields, unplaced };
  if (error.code === 409 && /already exists/.test(error.message))
    return { fields: [{ field: 'name', message: t('evaluationSets:server.nameTaken') }], unplaced };
  if (error.code !== 400) return { fields, unplaced };
  const details = (error.body as { details?: ErrorDetail[] } | undefined)?.details ?? [];
  for (const detail of details) {
    const message = serverMessage(t, detail.message ?? error.message);
    const field = detail.field ? formFieldOf(detail.field) : undefined;
    if (field) fields.push({ field, message });
    else unplaced.push(message);
  }
  return { fields, unplaced };
}
