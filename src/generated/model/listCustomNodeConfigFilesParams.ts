import type { NameParameter } from './nameParameter';
import type { PageParameter } from './pageParameter';
import type { PageSizeParameter } from './pageSizeParameter';

export type ListCustomNodeConfigFilesParams = {
/**
 * 1-based page number.
 * @minimum 1
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
