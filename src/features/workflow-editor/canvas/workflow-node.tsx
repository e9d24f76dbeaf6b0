/**
 * The canvas node of every kind: its kind's icon and name, title, a one-line summary and the handles the
 * registry gives (an if-else node has one output per branch plus else). Plain elements with static classes
 * (workflow-node.css) and memoised: React Flow passes a new object only to the node that changed,
 * so dragging one node re-renders that node alone, and a graph of thousands of nodes stays cheap. Zoomed
 * out below the level of detail (level-of-detail.ts) a node not selected or dragged is a simple shape.
 */
import './workflow-node.css';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { createContext, memo, useContext, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode, NodeKind } from '../../../generated/model';
import { definitionOf, inputHandlesOf, NODE_KINDS, outputHandlesOf } from '../model/node-registry';
import { useNodeRunState } from '../debug/run-overlay-store';
import { RUN_STATE_MODIFIER } from '../debug/node-run-state';
import { NODE_STATUS_LOOK } from '../debug/trace/run-status';
import { serverMessage } from '../debug/trace/trace-model';
import { KindIcon } from './kind-icons';
import { SimpleShapes } from './level-of-detail';
import { nodeGeometry } from './node-geometry';
import { KIND_COLORS, nodeSummary } from './node-kinds';

export type WorkflowFlowNode = Node<{ node: GraphNode; issues: number }, NodeKind>;

/** A node's issues as lines, for its badge's tooltip (asked for when the pointer reaches the badge). */
export const NodeIssueText = createContext<(nodeId: string) => string>(() => '');

/** The class names and data attributes of a node's state, on the full node (`wf-node`) or its block (`wf-node-shape`). */
function stateProps(base: string, node: GraphNode, issues: number, run: ReturnType<typeof useNodeRunState>) {
  const classes = [base];
  if (issues) classes.push(`${base}--issues`);
  if (run.status) classes.push(`${base}--${RUN_STATE_MODIFIER[run.status]}`);
  if (run.current) classes.push(`${base}--current`);
  return { className: classes.join(' '), 'data-kind': node.kind, 'data-run-status': run.status, 'data-run-current': run.current || undefined };
}

function WorkflowNodeView({ data }: NodeProps<WorkflowFlowNode>) {
  const { t } = useTranslation(['debug', 'editor', 'common']);
  const { node, issues } = data;
  const issueText = useContext(NodeIssueText);
  const inputs = inputHandlesOf(node);
  const outputs = outputHandlesOf(node);
  const kindLabel = t(definitionOf(node).labelKey);
  const summary = nodeSummary(node);
  // The debug run shown (Debug tab): the node's state on the node itself, the current node outlined.
  const run = useNodeRunState(node.id);
  return (
    <div {...stateProps('wf-node', node, issues, run)} style={{ '--wf-kind-color': KIND_COLORS[node.kind] } as CSSProperties}>
      {run.status && (
        <span className="wf-node__run" data-testid="node-run-status">
          {t(NODE_STATUS_LOOK[run.status].labelKey)}
        </span>
      )}
      {run.error !== undefined && (
        <div className="wf-node__run-error" role="note" data-testid="node-run-error">
          {run.error ? serverMessage(run.error, t) : t('debug:message.noErrorMessage')}
        </div>
      )}
      {inputs.map((handle) => (
        <Handle key={handle.id ?? 'in'} type="target" position={Position.Left} id={handle.id ?? undefined} />
      ))}
      <div className="wf-node__kind">
        <KindIcon kind={node.kind} className="wf-node__icon" />
        <span className="wf-node__kind-label">{kindLabel}</span>
        {issues > 0 && (
          <span
            className="wf-node__issues"
            data-testid="node-issues"
            onPointerEnter={(event) => {
              event.currentTarget.title = issueText(node.id);
            }}
          >
            {t('editor:canvas.issues', { count: issues })}
          </span>
        )}
      </div>
      <div className="wf-node__title">{node.title || kindLabel}</div>
      {summary && <div className="wf-node__summary">{summary}</div>}
      {outputs.length > 1 ? (
        <div className="wf-node__outputs">
          {outputs.map((handle) => (
            <div key={handle.id ?? 'out'} className="wf-node__output">
              <span className="wf-node__output-label">{handle.labelKey ? t(handle.labelKey, handle.labelParams ?? {}) : ''}</span>
              <Handle type="source" position={Position.Right} id={handle.id ?? undefined} />
            </div>
          ))}
        </div>
      ) : (
        outputs.map((handle) => <Handle key={handle.id ?? 'out'} type="source" position={Position.Right} id={handle.id ?? undefined} />)
      )}
    </div>
  );
}

/**
 * A node zoomed out below the level of detail (level-of-detail.ts): a block of its size in its kind's
 * colour, outlined when it has issues; in a debug run, outlined in its state's colour instead (running,
 * succeeded, failed; skipped and cancelled faded) and the current node ringed, as the full node draws them.
 * React Flow's wrapper around it keeps the node's accessible name, focus, click and drag.
 */
function NodeShape({ node, issues }: { node: GraphNode; issues: number }) {
  return (
    <div
      {...stateProps('wf-node-shape', node, issues, useNodeRunState(node.id))}
      style={{ height: nodeGeometry(node).height, '--wf-kind-color': KIND_COLORS[node.kind] } as CSSProperties}
    />
  );
}

function WorkflowNodeDetail(props: NodeProps<WorkflowFlowNode>) {
  const simple = useContext(SimpleShapes);
  return simple && !props.selected && !props.dragging ? <NodeShape node={props.data.node} issues={props.data.issues} /> : <WorkflowNodeView {...props} />;
}

export const WorkflowNode = memo(WorkflowNodeDetail);

/** nodeTypes at module scope (a new object per render would remount every node). */
export const nodeTypes = Object.fromEntries(NODE_KINDS.map((kind) => [kind, WorkflowNode]));
