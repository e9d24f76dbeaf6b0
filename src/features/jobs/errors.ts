/** The jobs area's refusals in the user's language (the contract's 409s and 404s). */
import { HttpError } from '../../api/errors';
import type { Translate } from '../../lib/translate';

const is = (error: unknown, code: number): error is HttpError => error instanceof HttpError && error.code === code;

/** 'Cannot delete running or pending jobs' (§8), for the 409 of a delete. */
export const deleteRefusal = (t: Translate, error: unknown) => (is(error, 409) ? t('jobs:errors.cannotDeleteRunning') : undefined);

/** Why an execute or a cancel was refused (already running, already finished, the dataset is gone…). */
export function runRefusal(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || (error.code !== 409 && error.code !== 400)) return undefined;
  if (/already running/i.test(error.message)) return t('jobs:errors.alreadyRunning');
  if (/already finished/i.test(error.message)) return t('jobs:errors.alreadyFinished');
  if (/no longer exists|not uploaded/i.test(error.message)) return t('jobs:errors.datasetGone');
  return undefined;
}

/** An unknown `historyId`: 'Execution not found for job' (§8). */
export const isExecutionNotFound = (error: unknown) => is(error, 404);
