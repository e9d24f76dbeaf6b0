import type { NamespacedKey } from '../../lib/i18n-keys';
import type { Translate } from '../../lib/translate';
import { HttpError } from '../../api/errors';

/** The contract's messages of this area that the user should read as they are (in their language). */
const KNOWN: Record<string, NamespacedKey<'workflows'>> = {
  'A folder cannot be moved into itself or one of its subfolders': 'workflows:errors.moveIntoItself',
  'A folder with this name already exists': 'workflows:errors.folderNameTaken',
  'Folder not found': 'workflows:errors.folderNotFound',
  'Workflow not found': 'workflows:errors.workflowNotFound',
} as const;

/** A refusal the user can act on (409 name taken, move into a subfolder …), translated; else undefined. */
export function knownWorkflowError(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code < 400 || error.code >= 500) return undefined;
  const message = (error.body as { message?: unknown } | undefined)?.message ?? error.message;
  const key = typeof message === 'string' && message in KNOWN ? KNOWN[message as keyof typeof KNOWN] : undefined;
  return key ? t(key) : undefined;
}
