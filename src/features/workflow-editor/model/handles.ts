/** Connection points of nodes (not per kind): the handle spec, the default single handle and the if-else else handle (a kind's `defaultSourceHandle`). */
import type { NamespacedKey } from '../../../lib/i18n-keys';

/** A connection point; `id: null` is the node's single default handle (an edge without sourceHandle). */
export interface HandleSpec {
  id: string | null;
  /** i18n key of the label (if-else handles); the node's single handles have none. */
  labelKey?: NamespacedKey<'editor'>;
  /** Always an object, so `t(labelKey, labelParams)` type-checks. */
  labelParams: Record<string, string | number>;
}

/** The sourceHandle of the if-else edge taken when no branch holds. */
export const ELSE_HANDLE = 'else';

const DEFAULT_HANDLE: HandleSpec[] = [{ id: null, labelParams: {} }];
/** No handle on this side (a start node's input, an end node's output). */
export const noHandles = (): HandleSpec[] => [];
/** The node's single default handle. */
export const singleHandle = (): HandleSpec[] => DEFAULT_HANDLE;
