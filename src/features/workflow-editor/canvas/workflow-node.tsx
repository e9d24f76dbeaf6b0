/**
 * The canvas node of every kind: title, kind, a one-line summary and the handles the registry gives
 * (an if-else node has one output per branch plus else). Plain elements with static classes
 * (workflow-node.css) and memoised: React Flow passes a new object only to the node that changed,
 * so dragging one node re-renders that node alone, and a graph of thousands of nodes stays cheap.
 */
import './workflow-node.css';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { createContext, memo, useContext, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode, NodeKind } from '../../../generated/model';
import { definitionOf, inputHandlesOf, NODE_KINDS, outputHandlesOf } from '../model/node-registry';
import { KIND_COLORS, nodeSummary } from './node-kinds';

export type WorkflowFlowNode = Node<{ node: GraphNode; issues: number }, NodeKind>;

/** A node's issues as lines, for its badge's tooltip (asked for when the pointer reaches the badge). */
export const NodeIssueText = createContext<(nodeId: string) => string>(() => '');

function WorkflowNodeView({ data }: NodeProps<WorkflowFlowNode>) {
  const { t } = useTranslation(['editor']);
  const { node, issues } = data;
  const issueText = useContext(NodeIssueText);
  const inputs = inputHandlesOf(node);
  const outputs = outputHandlesOf(node);
  const kindLabel = t(definitionOf(node).labelKey);
  const summary = nodeSummary(node);
  return (
    <div className={issues ? 'wf-node wf-node--issues' : 'wf-node'} data-kind={node.kind} style={{ '--wf-kind-color': KIND_COLORS[node.kind] } as CSSProperties}>
      {inputs.map((handle) => (
        <Handle key={handle.id ?? 'in'} type="target" position={Position.Left} id={handle.id ?? undefined} />
      ))}
      <div className="wf-node__kind">
        {kindLabel}
        {issues > 0 && (
          <span
            className="wf-node__issues"
            data-testid="node-issues"
            onPointerEnter={(event) => {
              event.currentTarget.title = issueText(node.id);
            }}
          >
            {t('canvas.issues', { count: issues })}
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

export const WorkflowNode = memo(WorkflowNodeView);

/** nodeTypes at module scope (a new object per render would remount every node). */
export const nodeTypes = Object.fromEntries(NODE_KINDS.map((kind) => [kind, WorkflowNode]));
