import type { KnowledgeFile } from './knowledgeFile';
import type { PageMeta } from './pageMeta';

export type KnowledgeFileList = PageMeta & {
  /** @maxItems 100 */
  items: KnowledgeFile[];
};
