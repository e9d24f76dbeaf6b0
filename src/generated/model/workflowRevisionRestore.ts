
/**
 * Restores a revision as a new save based on baseRevision, the workflow's current revision (a stale one is refused with 409 WorkflowGraphConflict, as a save is, and nothing changes).
 */
export interface WorkflowRevisionRestore {
  /**
     * @minimum 0
     * @maximum 2147483647
     */
  baseRevision: number;
}
