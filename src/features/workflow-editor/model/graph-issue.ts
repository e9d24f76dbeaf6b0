/** What validation reports: an issue names a message key (editor namespace) with params, the node (or edge) and the field. */
import type { MessageKey } from './messages';

/**
 * `invalid` — the backend refuses to save it (400), so an auto-save must wait and the local draft keep
 * the work; `incomplete` — saved fine but the workflow cannot run as it is.
 */
export type IssueLevel = 'invalid' | 'incomplete';

export interface GraphIssue {
  key: MessageKey;
  params?: Record<string, string | number>;
  level: IssueLevel;
  nodeId?: string;
  edgeId?: string;
  /** Path under the node, as in the contract: `data.bindVariables.0.type`. */
  field?: string;
}
