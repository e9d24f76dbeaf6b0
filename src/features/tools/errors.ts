import { HttpError } from '../../api/errors';
import type { Translate } from '../../lib/translate';

/** The contract's 409 for a tool in use: 'This tool is used by agents: {names}. Remove it from them first.' */
const IN_USE = /^This tool is used by agents: (.+?)\. Remove it from them first\.$/;

/** Why a delete was refused, in the user's language (the agents named when the answer names them). */
export function toolInUseMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const names = IN_USE.exec(error.message)?.[1];
  return names ? t('tools:errors.inUse', { names }) : t('tools:errors.inUseUnnamed');
}
