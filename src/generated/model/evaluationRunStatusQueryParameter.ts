import type { EvaluationRunStatus } from './evaluationRunStatus';

export type EvaluationRunStatusQueryParameter = EvaluationRunStatus;
