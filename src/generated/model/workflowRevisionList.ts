import type { PageMeta } from './pageMeta';
import type { WorkflowRevision } from './workflowRevision';

/**
 * One page of a workflow's saved revisions, newest first. At most the latest 200 revisions of a workflow are kept besides the named ones and those an API version runs (see listWorkflowRevisions).
 */
export type WorkflowRevisionList = PageMeta & {
  /** @maxItems 100 */
  items: WorkflowRevision[];
};
