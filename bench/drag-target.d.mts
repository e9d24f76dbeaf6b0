/** Types of bench/drag-target.mjs (which node the editor benchmark drags). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export declare const AUTO_PAN_ZONE: number;
export declare function dragTarget<B extends Box>(nodes: readonly B[], pane: Box, move: { dx: number; dy: number }): B | undefined;
export declare function edgeDragTarget<B extends Box>(nodes: readonly B[], pane: Box): B | undefined;
