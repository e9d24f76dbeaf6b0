/** Types for translation keys kept as data (the keys themselves are typed from the en-us files, src/i18next.d.ts). */
import type { FlatNamespace, ParseKeys } from 'i18next';

/**
 * A key with its namespace, e.g. `NamespacedKey<'editor'>` is 'editor:nodeKind.start' | …. A `t` takes
 * it when its namespaces are given as a list: `useTranslation(['editor'])`.
 */
export type NamespacedKey<Ns extends FlatNamespace = FlatNamespace> = Ns extends FlatNamespace ? `${Ns}:${ParseKeys<Ns>}` : never;
