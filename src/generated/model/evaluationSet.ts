import type { EvaluationOutputs } from './evaluationOutputs';
import type { EvaluationSetDescription } from './evaluationSetDescription';
import type { EvaluationSetName } from './evaluationSetName';
import type { EvaluationSetSource } from './evaluationSetSource';
import type { EvaluationVariableName } from './evaluationVariableName';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A set of rows with expected answers for a workflow's outputs, and the scorer of each output.
 */
export interface EvaluationSet {
  id: Id;
  workflowId: Id;
  name: EvaluationSetName;
  description?: EvaluationSetDescription;
  outputs: EvaluationOutputs;
  /**
     * The start variables the rows give values for.
     * @maxItems 50
     */
  inputNames: EvaluationVariableName[];
  /**
     * @minimum 0
     * @maximum 10000
     */
  rowCount: number;
  source: EvaluationSetSource;
  createdAt: Timestamp;
  createdBy: UserRef;
  updatedAt: Timestamp;
}
