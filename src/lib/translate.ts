import type { i18n } from 'i18next';

/**
 * The i18n instance's `t` (`useTranslation().i18n.t`): it takes a key of any namespace, prefixed
 * (`'common:validation.maxLength'`, `'tools:validation.nameRequired'`), typed from the en-us files.
 * Shared helpers that word messages for several features (toasts, form schemas) take this one.
 */
export type Translate = i18n['t'];
