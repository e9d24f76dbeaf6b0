/**
 * Helpers for form schemas: a generated zod string field, re-stated with the spec's translated
 * messages (required, max length). Features build their forms.ts with these.
 */
import { z } from 'zod';
import type { Translate } from '../../lib/translate';

/** A trimmed, required string of at most `max` characters with translated messages. */
export function requiredText(t: Translate, { required, max }: { required: string; max: number }) {
  return z.string().trim().min(1, required).max(max, t('common:validation.maxLength', { max }));
}

/** An optional string of at most `max` characters. */
export function optionalText(t: Translate, max: number) {
  return z.string().max(max, t('common:validation.maxLength', { max })).optional();
}
