/**
 * Placement on the canvas as it is on screen: where new nodes go (placement.ts, near the middle of
 * the view) and bringing them into view when they landed outside it.
 */
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useMemo } from 'react';
import type { GraphNode, NodePosition } from '../../../generated/model';
import { boundsOf, contains, freeSpotNear, nodeBox, viewRect, type Box, type Size } from './placement';

export interface Placement {
  /** The top-left corner for something of `size` added now (clear of `nodes`). */
  spotFor(size: Size, nodes: readonly GraphNode[]): NodePosition;
  /** Pans (zoom kept) so the nodes are on screen, when they are not already. */
  reveal(nodes: readonly GraphNode[]): void;
  /** Centres the view on a node, zoomed in enough to read it (a node picked in a debug trace). */
  focus(node: GraphNode): void;
}

export function usePlacement(): Placement {
  const storeApi = useStoreApi();
  const flow = useReactFlow();
  return useMemo(() => {
    const view = (): Box => {
      const { transform, width, height } = storeApi.getState();
      return viewRect(transform, { width, height });
    };
    return {
      spotFor(size, nodes) {
        const v = view();
        return freeSpotNear({ x: v.x + v.width / 2, y: v.y + v.height / 2 }, size, nodes.map(nodeBox));
      },
      reveal(nodes) {
        const box = boundsOf(nodes.map(nodeBox));
        if (!box || contains(view(), box)) return;
        void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: storeApi.getState().transform[2], duration: 200 });
      },
      focus(node) {
        const box = nodeBox(node);
        void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: Math.max(storeApi.getState().transform[2], 0.8), duration: 200 });
      },
    };
  }, [storeApi, flow]);
}
