
export type DebugLogLevel = typeof DebugLogLevel[keyof typeof DebugLogLevel];


export const DebugLogLevel = {
  DEBUG_LOG_LEVEL_INFO: 'DEBUG_LOG_LEVEL_INFO',
  DEBUG_LOG_LEVEL_WARN: 'DEBUG_LOG_LEVEL_WARN',
  DEBUG_LOG_LEVEL_ERROR: 'DEBUG_LOG_LEVEL_ERROR',
} as const;
