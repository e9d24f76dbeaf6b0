import type { EvaluationChangeQueryParameter } from './evaluationChangeQueryParameter';
import type { EvaluationPageSizeParameter } from './evaluationPageSizeParameter';
import type { PageParameter } from './pageParameter';

export type CompareEvaluationRunsParams = {
/**
 * 1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).
 * @minimum 1
 * @maximum 100000
 */
page?: PageParameter;
/**
 * Items per page (at least 10, at most 1,000).
 * @minimum 10
 * @maximum 1000
 */
pageSize?: EvaluationPageSizeParameter;
/**
 * How a row moved from the base run to the head run. REGRESSED: passed in base and fails in head (or the same pass and the score dropped by 0.1 or more); IMPROVED: the reverse; NEW: only in head; REMOVED: only in base; otherwise UNCHANGED.
 */
change?: EvaluationChangeQueryParameter;
};
