import type { EvaluationPageMeta } from './evaluationPageMeta';
import type { EvaluationResult } from './evaluationResult';

export type EvaluationResultList = EvaluationPageMeta & {
  /** @maxItems 1000 */
  items: EvaluationResult[];
};
