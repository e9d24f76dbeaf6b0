import type { PageMeta } from './pageMeta';
import type { Project } from './project';

export type ProjectList = PageMeta & {
  /** @maxItems 100 */
  items: Project[];
};
