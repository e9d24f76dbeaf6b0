import type { PageMeta } from './pageMeta';
import type { SharedCustomNode } from './sharedCustomNode';

export type SharedCustomNodeList = PageMeta & {
  /** @maxItems 100 */
  items: SharedCustomNode[];
};
