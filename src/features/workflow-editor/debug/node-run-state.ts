/**
 * How a node's state in a debug run is drawn on the canvas (workflow-node.css): the class modifier, after the
 * full node's `wf-node--` or the block's `wf-node-shape--`; its name is NODE_STATUS_LOOK's.
 */
import type { DebugNodeStatus } from '../../../generated/model';

export const RUN_STATE_MODIFIER: Record<DebugNodeStatus, string> = {
  DEBUG_NODE_STATUS_PENDING: 'run-pending',
  DEBUG_NODE_STATUS_RUNNING: 'run-running',
  DEBUG_NODE_STATUS_SUCCEEDED: 'run-succeeded',
  DEBUG_NODE_STATUS_FAILED: 'run-failed',
  DEBUG_NODE_STATUS_SKIPPED: 'run-skipped',
  DEBUG_NODE_STATUS_CANCELLED: 'run-cancelled',
};
