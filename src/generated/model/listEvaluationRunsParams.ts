import type { EvaluationRevisionQueryParameter } from './evaluationRevisionQueryParameter';
import type { EvaluationRunStatusQueryParameter } from './evaluationRunStatusQueryParameter';
import type { EvaluationSetIdQueryParameter } from './evaluationSetIdQueryParameter';
import type { NameParameter } from './nameParameter';
import type { PageParameter } from './pageParameter';
import type { PageSizeParameter } from './pageSizeParameter';

export type ListEvaluationRunsParams = {
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
/**
 * An opaque identifier.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
setId?: EvaluationSetIdQueryParameter;
/**
 * A saved revision of the workflow's graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.
 * @minimum 1
 * @maximum 2147483647
 */
revision?: EvaluationRevisionQueryParameter;
/**
 * PENDING (queued), RUNNING (rows being run and scored), then SUCCESS (every row ran; rows can still fail their checks), FAILURE (the run could not go on) or CANCELED (no row runs after the cancel).
 */
status?: EvaluationRunStatusQueryParameter;
};
