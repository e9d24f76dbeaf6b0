/**
 * A node on the diff's canvas: the editor's own node (workflow-node.tsx), with its change written on a
 * badge above it (never colour alone: the badge has a word and a sign, the node's label says it too).
 * A removed edge's output the node no longer has is a ghost handle below its outputs (diff-flow.ts).
 * The colours are in diff-canvas.css.
 */
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NODE_KINDS } from '../../model/node-registry';
import { WorkflowNode } from '../../canvas/workflow-node';
import { MARK_SIGN, type DiffFlowNode } from './diff-flow';

function DiffNodeView(props: NodeProps<DiffFlowNode>) {
  const { t } = useTranslation(['editor']);
  const { mark, ghostHandles } = props.data;
  return (
    <>
      {mark && (
        <span className={`wf-diff-badge wf-diff-badge--${mark}`} data-testid="diff-badge" data-mark={mark} aria-hidden="true">
          <span className="wf-diff-badge__sign">{MARK_SIGN[mark]}</span>
          {t(`diffView.mark.${mark}`)}
        </span>
      )}
      <WorkflowNode {...props} />
      {ghostHandles?.map((ghost) => (
        <Handle
          key={ghost.id}
          type="source"
          position={Position.Right}
          id={ghost.id}
          isConnectable={false}
          className="wf-diff-handle--removed"
          style={{ top: ghost.top }}
        />
      ))}
    </>
  );
}

export const DiffNode = memo(DiffNodeView);

/** nodeTypes at module scope (a new object per render would remount every node). */
export const diffNodeTypes = Object.fromEntries(NODE_KINDS.map((kind) => [kind, DiffNode]));
