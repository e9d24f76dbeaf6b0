
/**
 * Items per page (at least 10, at most 1,000).
 */
export type EvaluationPageSizeParameter = number;
