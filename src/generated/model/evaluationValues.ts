import type { EvaluationValue } from './evaluationValue';

/**
 * Values by variable (inputs by start variable, expected answers by end-node output).
 */
export interface EvaluationValues {[key: string]: EvaluationValue}
