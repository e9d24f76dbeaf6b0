import { describe, expect, it } from 'vitest';
import type { DebugNodeRun, DebugRun } from '../../../generated/model';
import type { GraphShape } from '../model/graph-types';
import { runOverlay } from './run-overlay';

const graph: GraphShape = {
  nodes: [
    { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [{ name: 'q' }] } },
    {
      id: 'if_1',
      kind: 'NODE_KIND_IF_ELSE',
      position: { x: 200, y: 0 },
      data: {
        branches: [
          {
            id: 'yes',
            logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_AND',
            conditions: [{ inputVariable: '{{start.q}}', operator: 'IF_ELSE_OPERATOR_IS_NOT_EMPTY' }],
          },
        ],
      },
    },
    { id: 'end_yes', kind: 'NODE_KIND_END', position: { x: 400, y: 0 }, data: { outputVariables: [] } },
    { id: 'end_no', kind: 'NODE_KIND_END', position: { x: 400, y: 200 }, data: { outputVariables: [] } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'if_1' },
    { id: 'e2', source: 'if_1', target: 'end_yes', sourceHandle: 'yes' },
    { id: 'e3', source: 'if_1', target: 'end_no' },
  ],
};

const record = (nodeId: string, kind: DebugNodeRun['kind'], status: DebugNodeRun['status'], extra: Partial<DebugNodeRun> = {}): DebugNodeRun => ({
  nodeId,
  kind,
  status,
  inputs: [],
  outputs: [],
  logs: [],
  ...extra,
});

const run = (status: DebugRun['status'], nodes: DebugNodeRun[], currentNodeId?: string): DebugRun => ({
  id: 'dbg_1',
  workflowId: 'wf',
  mode: 'DEBUG_RUN_MODE_AUTO',
  status,
  graphRevision: 1,
  inputs: [],
  nodes,
  outputs: [],
  startedAt: '2026-11-24T10:00:00Z',
  createdBy: { id: 'u', name: 'U' },
  ...(currentNodeId ? { currentNodeId } : {}),
});

describe('runOverlay', () => {
  it('a running run: nodes not reached are pending, the current node is named, edges into the running node are taken', () => {
    const overlay = runOverlay(
      run(
        'DEBUG_RUN_STATUS_RUNNING',
        [record('start', 'NODE_KIND_START', 'DEBUG_NODE_STATUS_SUCCEEDED'), record('if_1', 'NODE_KIND_IF_ELSE', 'DEBUG_NODE_STATUS_RUNNING')],
        'if_1',
      ),
      graph,
    );
    expect(Object.fromEntries(overlay.statuses)).toEqual({
      start: 'DEBUG_NODE_STATUS_SUCCEEDED',
      if_1: 'DEBUG_NODE_STATUS_RUNNING',
      end_yes: 'DEBUG_NODE_STATUS_PENDING',
      end_no: 'DEBUG_NODE_STATUS_PENDING',
    });
    expect(overlay.currentNodeId).toBe('if_1');
    expect([...overlay.takenEdgeIds]).toEqual(['e1']);
  });

  it('a finished run: the branch taken is the edge of the if-else output, the other end is skipped', () => {
    const overlay = runOverlay(
      run('DEBUG_RUN_STATUS_SUCCEEDED', [
        record('start', 'NODE_KIND_START', 'DEBUG_NODE_STATUS_SUCCEEDED'),
        record('if_1', 'NODE_KIND_IF_ELSE', 'DEBUG_NODE_STATUS_SUCCEEDED', { outputs: [{ name: 'branch', value: 'else' }] }),
        record('end_no', 'NODE_KIND_END', 'DEBUG_NODE_STATUS_SUCCEEDED'),
      ]),
      graph,
    );
    expect(overlay.statuses.get('end_yes')).toBe('DEBUG_NODE_STATUS_SKIPPED');
    expect([...overlay.takenEdgeIds].sort()).toEqual(['e1', 'e3']);
    expect(overlay.currentNodeId).toBeNull();
  });

  it('a stopped run: every unfinished node is cancelled, finished ones keep their state', () => {
    const overlay = runOverlay(
      run('DEBUG_RUN_STATUS_CANCELLED', [
        record('start', 'NODE_KIND_START', 'DEBUG_NODE_STATUS_SUCCEEDED'),
        record('if_1', 'NODE_KIND_IF_ELSE', 'DEBUG_NODE_STATUS_RUNNING'),
      ]),
      graph,
    );
    expect(Object.fromEntries(overlay.statuses)).toEqual({
      start: 'DEBUG_NODE_STATUS_SUCCEEDED',
      if_1: 'DEBUG_NODE_STATUS_CANCELLED',
      end_yes: 'DEBUG_NODE_STATUS_CANCELLED',
      end_no: 'DEBUG_NODE_STATUS_CANCELLED',
    });
  });

  it('a failed node carries its message ("" when the server gave none)', () => {
    const overlay = runOverlay(
      run('DEBUG_RUN_STATUS_FAILED', [
        record('start', 'NODE_KIND_START', 'DEBUG_NODE_STATUS_SUCCEEDED', { error: 'not shown' }),
        record('if_1', 'NODE_KIND_IF_ELSE', 'DEBUG_NODE_STATUS_FAILED'),
      ]),
      graph,
    );
    expect(Object.fromEntries(overlay.errors)).toEqual({ if_1: '' });
    expect(overlay.statuses.get('end_no')).toBe('DEBUG_NODE_STATUS_SKIPPED');
  });

  it('no run: nothing shown', () => {
    expect(runOverlay(undefined, graph).statuses.size).toBe(0);
  });
});
