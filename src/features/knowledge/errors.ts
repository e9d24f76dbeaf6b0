/**
 * The knowledge area's refusals in the user's language: the contract's 409s (an index in progress; a
 * file used by an index, with the indexes' names) and the upload answers (413, 415, 400).
 */
import { HttpError } from '../../api/errors';
import { fileRefusalMessage } from '../../components/upload/file-check';
import { mutationFailedMessage } from '../../components/mutation-toast';
import type { Translate } from '../../lib/translate';
import { KNOWLEDGE_UPLOAD_LIMITS } from './file-types';

const IN_USE = /used by an index: (.+)$/;
const conflict = (error: unknown): error is HttpError => error instanceof HttpError && error.code === 409;

/** 'Cannot edit the index because its status is processing', for a 409 on an index write. */
export function indexLockedMessage(t: Translate, error: unknown): string | undefined {
  return conflict(error) ? t('knowledge:indexes.locked') : undefined;
}

/** 'This file is used by the index “…”…', for the 409 of a file delete. */
export function fileInUseMessage(t: Translate, error: unknown): string | undefined {
  if (!conflict(error)) return undefined;
  const names = IN_USE.exec(error.message)?.[1];
  return names ? t('knowledge:files.inUse', { names }) : t('knowledge:files.inUseUnnamed');
}

/** Why an upload failed, as the user reads it. */
export function uploadFailureMessage(t: Translate, error: unknown): string {
  if (error instanceof HttpError) {
    if (error.code === 413) return fileRefusalMessage(t, 'tooLarge', KNOWLEDGE_UPLOAD_LIMITS);
    if (error.code === 415) return fileRefusalMessage(t, 'invalidType', KNOWLEDGE_UPLOAD_LIMITS);
    // The contract's FileName rule: the file's name is a path or holds control characters.
    if (error.code === 400 && error.message === 'Invalid file name') return t('knowledge:reasons.invalidFileName');
    if (error.code === 0) return t('knowledge:files.uploadOffline');
  }
  return mutationFailedMessage(t, 'create', t('knowledge:things.file'), error);
}

/**
 * A build's or an upload's failure as the server words it ('Upload failed: a.pdf', 'Failed to parse file:
 * a.pdf', 'Upload failed'), in the user's language; another sentence as it is.
 */
export function failureReason(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = /^(Upload failed|Failed to parse file)(?:: (.+))?$/.exec(message);
  if (!known) return message;
  const key = known[1] === 'Upload failed' ? 'uploadFailed' : 'parseFailed';
  return known[2] ? t(`knowledge:reasons.${key}Named`, { name: known[2] }) : t(`knowledge:reasons.${key}`);
}
