
/**
 * Where the node sits on the canvas (pixels).
 */
export interface NodePosition {
  /**
     * @minimum -100000
     * @maximum 100000
     */
  x: number;
  /**
     * @minimum -100000
     * @maximum 100000
     */
  y: number;
}
