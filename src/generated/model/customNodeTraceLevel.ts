
export type CustomNodeTraceLevel = typeof CustomNodeTraceLevel[keyof typeof CustomNodeTraceLevel];


export const CustomNodeTraceLevel = {
  TRACE_LEVEL_DEBUG: 'TRACE_LEVEL_DEBUG',
  TRACE_LEVEL_INFO: 'TRACE_LEVEL_INFO',
  TRACE_LEVEL_WARNING: 'TRACE_LEVEL_WARNING',
  TRACE_LEVEL_ERROR: 'TRACE_LEVEL_ERROR',
} as const;
