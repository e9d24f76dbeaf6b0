import type { EvaluationOutcome } from './evaluationOutcome';

export type EvaluationOutcomeQueryParameter = EvaluationOutcome;
