
/**
 * The node's title on the canvas.
 * @maxLength 50
 */
export type NodeTitle = string;
