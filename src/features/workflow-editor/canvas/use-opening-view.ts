/**
 * Opens the canvas where opening-view.ts says, once, as soon as React Flow knows the canvas's size
 * (before that first size is painted). Decided from the graph the editor opens with; the nodes' boxes
 * come from node-geometry.ts, so nothing has to be drawn first.
 */
import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { GraphShape } from '../model/graph-types';
import { nodeGeometry } from './node-geometry';
import { openingNodes, openingViewport, type Box } from './opening-view';

/** The canvas's size once React Flow can move the view (0x0 until then). */
const sizeOf = (s: ReactFlowState) => (s.panZoom ? `${s.width}x${s.height}` : '0x0');

export function useOpeningView(graph: GraphShape): void {
  const flow = useReactFlow();
  const [frame] = useState(() => {
    const { nodes, start } = openingNodes(graph);
    const boxOf = (node: (typeof nodes)[number]): Box => {
      const { width, height } = nodeGeometry(node);
      return { x: node.position.x, y: node.position.y, width, height };
    };
    return { boxes: nodes.map(boxOf), start: start && boxOf(start) };
  });
  const size = useStore(sizeOf);
  const opened = useRef(false);
  useLayoutEffect(() => {
    const [width = 0, height = 0] = size.split('x').map(Number);
    if (opened.current || !width || !height) return;
    opened.current = true;
    void flow.setViewport(openingViewport(frame.boxes, frame.start, { width, height }));
  }, [size, flow, frame]);
}
