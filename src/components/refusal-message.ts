/**
 * Why the backend refused a call (403), in the studio's words (§8): its own module so that the first screen's
 * error state words a refusal without the toasts' code (issue #34). mutation-toast.ts re-exports it.
 */
import { forbiddenReason, isForbidden } from '../api/errors';
import type { Translate } from '../lib/translate';

/**
 * For a 403: why the backend refused, by the contract's `reason` (a reason this client does not know, or
 * none: the role lacks the permission); else undefined.
 */
export function refusalMessage(t: Translate, error: unknown): string | undefined {
  if (!isForbidden(error)) return undefined;
  const reason = forbiddenReason(error);
  return reason === undefined ? t('common:refusal.other') : t(`common:refusal.${reason}`);
}
