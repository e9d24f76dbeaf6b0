import type { Agent } from './agent';
import type { PageMeta } from './pageMeta';

export type AgentList = PageMeta & {
  /** @maxItems 100 */
  items: Agent[];
};
