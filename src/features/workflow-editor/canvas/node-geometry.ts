/**
 * The size of a canvas node and where its handles sit, computed from the node itself (the
 * layout of workflow-node.css: fixed width and line heights). React Flow gets them before a node is
 * drawn, so a large graph draws only the nodes in view instead of drawing every node once to
 * measure it; a node that is drawn is then measured as usual.
 */
import { Position, type NodeHandle } from '@xyflow/react';
import type { GraphNode } from '../../../generated/model';
import { inputHandlesOf, outputHandlesOf } from '../model/node-registry';
import { nodeSummary } from './node-kinds';

/** Keep in step with workflow-node.css. */
export const NODE_BOX = {
  width: 220,
  minHeight: 64,
  /** Border (2px) and padding (8px) above and below the content. */
  frame: 10,
  line: 20,
  outputsGap: 4,
  outputRow: 18,
  /** The handle (workflow-node.css): 10px, border included; its hit area is larger. */
  handle: 10,
} as const;

export interface NodeGeometry {
  width: number;
  height: number;
  handles: NodeHandle[];
}

export function nodeGeometry(node: GraphNode): NodeGeometry {
  const { width, minHeight, frame, line, outputsGap, outputRow, handle } = NODE_BOX;
  const outputs = outputHandlesOf(node);
  const rowsTop = frame + line * (nodeSummary(node) ? 3 : 2) + outputsGap;
  const content = outputs.length > 1 ? rowsTop - frame + outputs.length * outputRow : line * (nodeSummary(node) ? 3 : 2);
  const height = Math.max(minHeight, content + 2 * frame);
  const half = handle / 2;
  const handles: NodeHandle[] = inputHandlesOf(node).map((spec) => ({
    id: spec.id,
    type: 'target',
    position: Position.Left,
    x: -half,
    y: height / 2 - half,
    width: handle,
    height: handle,
  }));
  outputs.forEach((spec, i) => {
    const y = outputs.length > 1 ? rowsTop + i * outputRow + outputRow / 2 : height / 2;
    handles.push({ id: spec.id, type: 'source', position: Position.Right, x: width - half, y: y - half, width: handle, height: handle });
  });
  return { width, height, handles };
}
