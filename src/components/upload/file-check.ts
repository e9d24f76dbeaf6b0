/**
 * What every upload checks before sending (§5, §8): the size limit and the accepted types the contract
 * states, and an empty file. A refused file never reaches the network; the reason is one of the spec's
 * messages (`fileRefusalMessage`).
 */
import type { Translate } from '../../lib/translate';

export interface UploadLimits {
  /** The largest accepted size in bytes (the contract's maxLength of the file). */
  maxBytes: number;
  /** How the limit is said: '1MB' (the contract's own wording). */
  maxLabel: string;
  /** Accepted extensions, lower case with the dot ('.pdf'); empty accepts any. */
  extensions: readonly string[];
}

export type FileRefusal = 'tooLarge' | 'invalidType' | 'empty';

/** The extension of a file name, lower case with its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** Why the file cannot be sent, or undefined when it can: type first, then size, then emptiness. */
export function checkFile(file: Pick<File, 'name' | 'size'>, limits: UploadLimits): FileRefusal | undefined {
  if (limits.extensions.length && !limits.extensions.includes(extensionOf(file.name))) return 'invalidType';
  if (file.size > limits.maxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return undefined;
}

/** The spec's sentence for a refusal: 'File size is too large. Maximum size is 1MB.', 'Invalid file type', … */
export function fileRefusalMessage(t: Translate, refusal: FileRefusal, limits: Pick<UploadLimits, 'maxLabel'>): string {
  if (refusal === 'tooLarge') return t('common:upload.tooLarge', { maxSize: limits.maxLabel });
  if (refusal === 'invalidType') return t('common:upload.invalidType');
  return t('common:upload.empty');
}

/** The `accept` attribute of a file input for the limits ('.pdf,.txt'). */
export const acceptOf = (limits: UploadLimits) => limits.extensions.join(',');
