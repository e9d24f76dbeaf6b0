import type { KnowledgeIndex } from './knowledgeIndex';
import type { PageMeta } from './pageMeta';

export type KnowledgeIndexList = PageMeta & {
  /** @maxItems 100 */
  items: KnowledgeIndex[];
};
