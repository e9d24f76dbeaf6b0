/**
 * What a debug run shows on the canvas: each node's state, the node running (auto) or next to run
 * (step), and the edges the run went along. Nodes the run has not reached are pending while it runs;
 * once it is over they are cancelled (a stopped run) or skipped (a branch not taken, or after a failure).
 */
import type { DebugNodeStatus, DebugRun } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { sourceHandleOf } from '../model/node-registry';

export interface RunOverlay {
  statuses: ReadonlyMap<string, DebugNodeStatus>;
  currentNodeId: string | null;
  takenEdgeIds: ReadonlySet<string>;
  /** Why each failed node failed ('' when the server gave no message). */
  errors: ReadonlyMap<string, string>;
}

export const NO_OVERLAY: RunOverlay = { statuses: new Map(), currentNodeId: null, takenEdgeIds: new Set(), errors: new Map() };

export const isRunActive = (run: Pick<DebugRun, 'status'> | undefined) =>
  run?.status === 'DEBUG_RUN_STATUS_RUNNING' || run?.status === 'DEBUG_RUN_STATUS_PAUSED';

function unreachedStatus(run: DebugRun): DebugNodeStatus {
  if (isRunActive(run)) return 'DEBUG_NODE_STATUS_PENDING';
  return run.status === 'DEBUG_RUN_STATUS_CANCELLED' ? 'DEBUG_NODE_STATUS_CANCELLED' : 'DEBUG_NODE_STATUS_SKIPPED';
}

export function runOverlay(run: DebugRun | undefined, graph: GraphShape): RunOverlay {
  if (!run) return NO_OVERLAY;
  const statuses = new Map<string, DebugNodeStatus>();
  const branchOf = new Map<string, string>();
  const errors = new Map<string, string>();
  const over = !isRunActive(run);
  const cancelled = run.status === 'DEBUG_RUN_STATUS_CANCELLED';
  for (const record of run.nodes) {
    // A stopped run leaves nothing running or waiting.
    const unfinished = record.status === 'DEBUG_NODE_STATUS_RUNNING' || record.status === 'DEBUG_NODE_STATUS_PENDING';
    statuses.set(record.nodeId, over && unfinished ? (cancelled ? 'DEBUG_NODE_STATUS_CANCELLED' : 'DEBUG_NODE_STATUS_SKIPPED') : record.status);
    if (record.status === 'DEBUG_NODE_STATUS_FAILED') errors.set(record.nodeId, record.error ?? '');
    if (record.kind === 'NODE_KIND_IF_ELSE') {
      const branch = record.outputs.find((output) => output.name === 'branch')?.value;
      if (branch) branchOf.set(record.nodeId, branch);
    }
  }
  const rest = unreachedStatus(run);
  for (const node of graph.nodes) if (!statuses.has(node.id)) statuses.set(node.id, rest);

  const ran = (id: string) => {
    const status = statuses.get(id);
    return status === 'DEBUG_NODE_STATUS_SUCCEEDED' || status === 'DEBUG_NODE_STATUS_FAILED' || status === 'DEBUG_NODE_STATUS_RUNNING';
  };
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const takenEdgeIds = new Set<string>();
  for (const edge of graph.edges) {
    if (statuses.get(edge.source) !== 'DEBUG_NODE_STATUS_SUCCEEDED' || !ran(edge.target)) continue;
    const branch = branchOf.get(edge.source);
    if (branch !== undefined && (sourceHandleOf(edge, byId.get(edge.source)) ?? 'else') !== branch) continue;
    takenEdgeIds.add(edge.id);
  }
  return { statuses, currentNodeId: run.currentNodeId ?? null, takenEdgeIds, errors };
}
