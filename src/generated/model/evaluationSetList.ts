import type { EvaluationSet } from './evaluationSet';
import type { PageMeta } from './pageMeta';

export type EvaluationSetList = PageMeta & {
  /** @maxItems 100 */
  items: EvaluationSet[];
};
