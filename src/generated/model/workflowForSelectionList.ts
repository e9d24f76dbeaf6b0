import type { PageMeta } from './pageMeta';
import type { WorkflowForSelection } from './workflowForSelection';

export type WorkflowForSelectionList = PageMeta & {
  /** @maxItems 100 */
  items: WorkflowForSelection[];
};
