/** Connection points of nodes (not per kind): the handle spec, the default single handle and the if-else else handle. */
import { NodeKind, type GraphEdge, type GraphNode } from '../../../generated/model';
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

/**
 * The output handle an edge leaves from: its sourceHandle, or the default handle (null). An if-else
 * edge without sourceHandle is the else edge (as the backend reads it).
 */
export function sourceHandleOf(edge: GraphEdge, source: GraphNode | undefined): string | null {
  if (edge.sourceHandle) return edge.sourceHandle;
  return source?.kind === NodeKind.NODE_KIND_IF_ELSE ? ELSE_HANDLE : null;
}
