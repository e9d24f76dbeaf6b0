import type { EvaluationCompareCounts } from './evaluationCompareCounts';
import type { EvaluationCompareRow } from './evaluationCompareRow';
import type { EvaluationPageMeta } from './evaluationPageMeta';
import type { Id } from './id';

/**
 * The rows of two runs of the same set side by side, regressed first, then improved, new, removed and unchanged (by index within each), rows a run has not done yet left out; one page of them and the counts.
 */
export type EvaluationComparison = EvaluationPageMeta & {
  baseRunId: Id;
  headRunId: Id;
  counts: EvaluationCompareCounts;
  /** @maxItems 1000 */
  items: EvaluationCompareRow[];
};
