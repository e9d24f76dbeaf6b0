
/**
 * Step mode waits for `next` before each node; auto mode runs the nodes one after another.
 */
export type DebugRunMode = typeof DebugRunMode[keyof typeof DebugRunMode];


export const DebugRunMode = {
  DEBUG_RUN_MODE_STEP: 'DEBUG_RUN_MODE_STEP',
  DEBUG_RUN_MODE_AUTO: 'DEBUG_RUN_MODE_AUTO',
} as const;
