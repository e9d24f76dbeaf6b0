import type { EvaluationPageMeta } from './evaluationPageMeta';
import type { EvaluationRow } from './evaluationRow';

export type EvaluationRowList = EvaluationPageMeta & {
  /** @maxItems 1000 */
  items: EvaluationRow[];
};
