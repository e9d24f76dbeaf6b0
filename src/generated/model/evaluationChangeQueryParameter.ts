import type { EvaluationRowChange } from './evaluationRowChange';

export type EvaluationChangeQueryParameter = EvaluationRowChange;
