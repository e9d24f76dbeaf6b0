import type { DebugNodeRun } from './debugNodeRun';
import type { DebugRunMode } from './debugRunMode';
import type { DebugRunStatus } from './debugRunStatus';
import type { DebugValue } from './debugValue';
import type { Id } from './id';
import type { NodeId } from './nodeId';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A debug run of the workflow's saved graph. Nodes are listed in execution order (the path the if-else branches take); the editor polls it while RUNNING.
 */
export interface DebugRun {
  id: Id;
  workflowId: Id;
  mode: DebugRunMode;
  status: DebugRunStatus;
  /**
     * The graph revision being run.
     * @minimum 0
     * @maximum 2147483647
     */
  graphRevision: number;
  /** The node running (auto) or to run on the next step (step); absent once finished. */
  currentNodeId?: NodeId;
  /**
     * The start node's inputs of this run.
     * @maxItems 50
     */
  inputs: DebugValue[];
  /** @maxItems 500 */
  nodes: DebugNodeRun[];
  /**
     * The end node's outputs, once SUCCEEDED.
     * @maxItems 50
     */
  outputs: DebugValue[];
  /**
     * 'Workflow debug execution failed' or 'Debug execution cancelled'.
     * @maxLength 2000
     */
  error?: string;
  startedAt: Timestamp;
  finishedAt?: Timestamp;
  createdBy: UserRef;
}
