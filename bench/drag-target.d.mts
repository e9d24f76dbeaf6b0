/** Types of bench/drag-target.mjs (which node the editor benchmark drags). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A node's box on screen; `hit`: a press at its centre reaches the node (nothing lies over it there). */
export interface NodeBox extends Box {
  hit: boolean;
}
export declare const AUTO_PAN_ZONE: number;
export declare function dragTarget<B extends NodeBox>(nodes: readonly B[], pane: Box, move: { dx: number; dy: number }): B | undefined;
export declare function edgeDragTarget<B extends NodeBox>(nodes: readonly B[], pane: Box): B | undefined;
