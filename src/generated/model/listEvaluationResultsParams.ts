import type { EvaluationOutcomeQueryParameter } from './evaluationOutcomeQueryParameter';
import type { EvaluationPageSizeParameter } from './evaluationPageSizeParameter';
import type { PageParameter } from './pageParameter';

export type ListEvaluationResultsParams = {
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
 * Which rows of a run to list.
 */
outcome?: EvaluationOutcomeQueryParameter;
};
