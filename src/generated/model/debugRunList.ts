import type { DebugRun } from './debugRun';
import type { PageMeta } from './pageMeta';

export type DebugRunList = PageMeta & {
  /** @maxItems 100 */
  items: DebugRun[];
};
