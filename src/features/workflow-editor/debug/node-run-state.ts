/** How a node's state in a debug run is drawn on the canvas (workflow-node.css); its name is NODE_STATUS_LOOK's. */
import type { DebugNodeStatus } from '../../../generated/model';

export const RUN_STATE_CLASS: Record<DebugNodeStatus, string> = {
  DEBUG_NODE_STATUS_PENDING: 'wf-node--run-pending',
  DEBUG_NODE_STATUS_RUNNING: 'wf-node--run-running',
  DEBUG_NODE_STATUS_SUCCEEDED: 'wf-node--run-succeeded',
  DEBUG_NODE_STATUS_FAILED: 'wf-node--run-failed',
  DEBUG_NODE_STATUS_SKIPPED: 'wf-node--run-skipped',
  DEBUG_NODE_STATUS_CANCELLED: 'wf-node--run-cancelled',
};
