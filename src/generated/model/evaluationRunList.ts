import type { EvaluationRun } from './evaluationRun';
import type { PageMeta } from './pageMeta';

export type EvaluationRunList = PageMeta & {
  /** @maxItems 100 */
  items: EvaluationRun[];
};
