/**
 * Type-level test (checked by `npm run typecheck`, nothing runs): keys are typed from the en-us files,
 * so a misspelt key is a type error. If a misspelling were accepted, the `@ts-expect-error` below would
 * itself fail typecheck.
 */
import type { TFunction } from 'i18next';
import type { NamespacedKey } from './i18n-keys';

declare const projects: TFunction<'projects'>;
declare const editor: TFunction<['editor', 'common']>;

export const typed = [
  projects('title'),
  editor('editor:nodeKind.start'),
  editor('common:cancel'),
  // @ts-expect-error 'titel' is not a key of the projects namespace
  projects('titel'),
  // @ts-expect-error a key of another namespace needs that namespace in useTranslation([...])
  projects('common:cancel'),
  // @ts-expect-error misspelt key behind a namespace
  editor('common:cancle'),
];

export const kindLabel: NamespacedKey<'editor'> = 'editor:nodeKind.llm';
// @ts-expect-error not a key of the editor namespace
export const wrongKindLabel: NamespacedKey<'editor'> = 'editor:nodeKind.lml';
