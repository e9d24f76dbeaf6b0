/**
 * The canvas node of every kind: title, kind, a one-line summary and the handles the registry gives
 * (an if-else node has one output per branch plus else). Memoised: React Flow passes a new object
 * only to the node that changed, so dragging one node re-renders that node alone.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode, NodeKind } from '../../../generated/model';
import { definitionOf, inputHandlesOf, NODE_KINDS, outputHandlesOf } from '../model/node-registry';
import { KIND_COLORS, nodeSummary } from './node-kinds';

export type WorkflowFlowNode = Node<{ node: GraphNode; issues: number }, NodeKind>;

function WorkflowNodeView({ data, selected }: NodeProps<WorkflowFlowNode>) {
  const { t } = useTranslation('editor');
  const { node, issues } = data;
  const inputs = inputHandlesOf(node);
  const outputs = outputHandlesOf(node);
  const kindLabel = t(definitionOf(node).labelKey);
  const summary = nodeSummary(node);
  return (
    <Box
      data-kind={node.kind}
      sx={{
        width: 220,
        minHeight: 64,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: selected ? 'primary.main' : issues ? 'warning.main' : 'divider',
        borderLeft: 6,
        borderLeftColor: KIND_COLORS[node.kind],
        borderRadius: 1,
        px: 1.5,
        py: 1,
        boxShadow: selected ? 3 : 1,
      }}
    >
      {inputs.map((handle) => (
        <Handle key={handle.id ?? 'in'} type="target" position={Position.Left} id={handle.id ?? undefined} />
      ))}
      <Typography variant="caption" color="text.secondary" component="div">
        {kindLabel}
        {issues > 0 && (
          <Box component="span" sx={{ color: 'warning.main', ml: 1 }} data-testid="node-issues">
            {t('canvas.issues', { count: issues })}
          </Box>
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap component="div">
        {node.title || kindLabel}
      </Typography>
      {summary && (
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {summary}
        </Typography>
      )}
      {outputs.length > 1 ? (
        <Box sx={{ mt: 0.5 }}>
          {outputs.map((handle) => (
            <Box key={handle.id ?? 'out'} sx={{ position: 'relative', textAlign: 'right', pr: 1, fontSize: 11, lineHeight: '18px' }}>
              {handle.labelKey ? t(handle.labelKey, handle.labelParams ?? {}) : ''}
              <Handle type="source" position={Position.Right} id={handle.id ?? undefined} style={{ top: 9, right: -14 }} />
            </Box>
          ))}
        </Box>
      ) : (
        outputs.map((handle) => <Handle key={handle.id ?? 'out'} type="source" position={Position.Right} id={handle.id ?? undefined} />)
      )}
    </Box>
  );
}

export const WorkflowNode = memo(WorkflowNodeView);

/** nodeTypes at module scope (a new object per render would remount every node). */
export const nodeTypes = Object.fromEntries(NODE_KINDS.map((kind) => [kind, WorkflowNode]));
