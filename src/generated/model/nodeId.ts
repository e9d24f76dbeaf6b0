
/**
 * A node's id, unique in its graph.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
export type NodeId = string;
