/**
 * The datasets area's refusals in the user's language: the contract's 409 of a delete (a file jobs run
 * over, with the jobs' names), the upload answers (413, 415, 400 'Failed to parse file' / 'Please
 * select a file' / 'Invalid file name', 429, no network) and the server's reason a file failed.
 */
import { HttpError } from '../../api/errors';
import { refusalMessage, tooManyRequestsMessage } from '../../components/mutation-toast';
import { fileRefusalMessage } from '../../components/upload/file-check';
import type { Translate } from '../../lib/translate';
import { DATASET_UPLOAD_LIMITS } from './file-types';

/** The contract's 409: 'Cannot delete the dataset file because it is used by a job: {job names}'. */
const IN_USE = /used by a job: (.+)$/s;
/** The contract's unreadable content (400, and a failed file's errorMessage). */
const PARSE_FAILED = 'Failed to parse file';
/** The contract's missing file (400). */
const FILE_REQUIRED = 'Please select a file';
/** The contract's FileName rule (400): the file's name is a path or holds control characters. */
const INVALID_FILE_NAME = 'Invalid file name';

/** 'This file is used by these jobs: …', for the 409 of a file delete; undefined for other errors. */
export function fileInUseMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const names = IN_USE.exec(error.message)?.[1]?.trim();
  return names ? t('datasets:list.inUse', { names }) : t('datasets:list.inUseUnnamed');
}

/** The server's sentences the user may read, in the user's language (others as the server said them). */
export function serverMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith(PARSE_FAILED)) return t('datasets:upload.reasons.parseFailed');
  return message;
}

/** Why an upload failed, as the user reads it (under 'Upload failed'). */
export function uploadFailureReason(t: Translate, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.code === 413) return fileRefusalMessage(t, 'tooLarge', DATASET_UPLOAD_LIMITS);
    if (error.code === 415) return fileRefusalMessage(t, 'invalidType', DATASET_UPLOAD_LIMITS);
    if (error.code === 400 && error.message.startsWith(PARSE_FAILED)) return t('datasets:upload.reasons.parseFailed');
    if (error.code === 400 && error.message.startsWith(FILE_REQUIRED)) return t('datasets:upload.fileRequired');
    if (error.code === 400 && error.message === INVALID_FILE_NAME) return t('datasets:upload.reasons.invalidFileName');
    if (error.code === 0) return t('datasets:upload.reasons.offline');
    const said = refusalMessage(t, error) ?? tooManyRequestsMessage(t, error);
    if (said) return said;
  }
  return t('datasets:upload.reasons.server');
}
