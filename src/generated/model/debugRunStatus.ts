
/**
 * RUNNING (auto mode, nodes executing), PAUSED (step mode, waiting for next), then one of SUCCEEDED, FAILED ('Workflow debug execution failed') or CANCELLED ('Debug execution cancelled').
 */
export type DebugRunStatus = typeof DebugRunStatus[keyof typeof DebugRunStatus];


export const DebugRunStatus = {
  DEBUG_RUN_STATUS_RUNNING: 'DEBUG_RUN_STATUS_RUNNING',
  DEBUG_RUN_STATUS_PAUSED: 'DEBUG_RUN_STATUS_PAUSED',
  DEBUG_RUN_STATUS_SUCCEEDED: 'DEBUG_RUN_STATUS_SUCCEEDED',
  DEBUG_RUN_STATUS_FAILED: 'DEBUG_RUN_STATUS_FAILED',
  DEBUG_RUN_STATUS_CANCELLED: 'DEBUG_RUN_STATUS_CANCELLED',
} as const;
