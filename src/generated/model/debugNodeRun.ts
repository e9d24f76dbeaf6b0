import type { DebugLogLine } from './debugLogLine';
import type { DebugNodeStatus } from './debugNodeStatus';
import type { DebugTokenUsage } from './debugTokenUsage';
import type { DebugValue } from './debugValue';
import type { NodeId } from './nodeId';
import type { NodeKind } from './nodeKind';
import type { NodeTitle } from './nodeTitle';
import type { Timestamp } from './timestamp';

/**
 * One node's part of a debug run, with its inputs, outputs and log.
 */
export interface DebugNodeRun {
  nodeId: NodeId;
  kind: NodeKind;
  title?: NodeTitle;
  status: DebugNodeStatus;
  startedAt?: Timestamp;
  finishedAt?: Timestamp;
  /**
     * Milliseconds the node took (finishedAt − startedAt); present once the node finished (succeeded, failed, or cancelled: then the time it ran until stopped), absent while pending or running.
     * @minimum 0
     * @maximum 86400000
     */
  elapsedMs?: number;
  /** The model call's token usage; present on an LLM node that succeeded, absent on every other node (other kinds, or an LLM node still running, failed or cancelled). */
  usage?: DebugTokenUsage;
  /** @maxItems 100 */
  inputs: DebugValue[];
  /** @maxItems 100 */
  outputs: DebugValue[];
  /**
     * The node's log in the order it was written. A node can log thousands of lines (a custom node tracing a loop, a large query); the whole log is returned.
     * @maxItems 5000
     */
  logs: DebugLogLine[];
  /**
     * Why the node failed.
     * @maxLength 2000
     */
  error?: string;
}
