import type { DebugLogLine } from './debugLogLine';
import type { DebugNodeStatus } from './debugNodeStatus';
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
  /** @maxItems 100 */
  inputs: DebugValue[];
  /** @maxItems 100 */
  outputs: DebugValue[];
  /** @maxItems 200 */
  logs: DebugLogLine[];
  /**
     * Why the node failed.
     * @maxLength 2000
     */
  error?: string;
}
