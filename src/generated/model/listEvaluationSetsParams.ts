import type { NameParameter } from './nameParameter';
import type { PageParameter } from './pageParameter';
import type { PageSizeParameter } from './pageSizeParameter';

export type ListEvaluationSetsParams = {
/**
 * 1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).
 * @minimum 1
 * @maximum 100000
 */
page?: PageParameter;
/**
 * Items per page (at least 10).
 * @minimum 10
 * @maximum 100
 */
pageSize?: PageSizeParameter;
/**
 * Keep only items whose name contains this text (case-insensitive).
 * @maxLength 200
 */
name?: NameParameter;
};
