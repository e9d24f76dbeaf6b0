import type { SharedCustomNode } from './sharedCustomNode';

/**
 * A shared custom node with its Python source (read-only, the published copy).
 */
export type SharedCustomNodeDetail = SharedCustomNode & {
  /**
     * The published Python source; its `run(**params)` function returns the output.
     * @minLength 1
     * @maxLength 100000
     */
  code: string;
};
