import type { EvaluationLatency } from './evaluationLatency';
import type { EvaluationRunCounts } from './evaluationRunCounts';
import type { EvaluationRunStatus } from './evaluationRunStatus';
import type { EvaluationScore } from './evaluationScore';
import type { EvaluationSetName } from './evaluationSetName';
import type { EvaluationTokens } from './evaluationTokens';
import type { Id } from './id';
import type { RevisionNumber } from './revisionNumber';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A run of a saved revision of the workflow over a set; the editor polls it while PENDING or RUNNING. passRate, meanScore and latencyMs are absent until a row is done, estimatedSecondsLeft while pending and once finished, finishedAt until the run is over.
 */
export interface EvaluationRun {
  id: Id;
  workflowId: Id;
  setId: Id;
  setName: EvaluationSetName;
  revision: RevisionNumber;
  status: EvaluationRunStatus;
  counts: EvaluationRunCounts;
  /** Passed rows over rows done; absent until a row is done. */
  passRate?: EvaluationScore;
  /** The mean score of the rows done; absent until a row is done. */
  meanScore?: EvaluationScore;
  /** Row latency over the rows done; absent until a row is done. */
  latencyMs?: EvaluationLatency;
  tokens: EvaluationTokens;
  /**
     * About how long the rows left take; absent while pending and once finished.
     * @minimum 0
     * @maximum 8640000
     */
  estimatedSecondsLeft?: number;
  startedAt: Timestamp;
  /** When the run ended (SUCCESS, FAILURE or CANCELED); absent until then. */
  finishedAt?: Timestamp;
  startedBy: UserRef;
}
