/**
 * The statuses of a run started on a version's async endpoint, as the API document declares them and the
 * polling snippets wait for.
 */
export const RUN_STATUSES = ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** A run with one of these statuses has finished: polling stops. */
export const FINAL_RUN_STATUSES = ['SUCCEEDED', 'FAILED', 'CANCELLED'] as const satisfies readonly RunStatus[];
