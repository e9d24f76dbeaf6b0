import type { EvaluationSourceDataset } from './evaluationSourceDataset';
import type { EvaluationSourceDebugRuns } from './evaluationSourceDebugRuns';
import type { EvaluationSourceManual } from './evaluationSourceManual';

/**
 * Where a new set's rows come from.
 */
export type EvaluationSetCreateSource = EvaluationSourceDataset | EvaluationSourceDebugRuns | EvaluationSourceManual;
