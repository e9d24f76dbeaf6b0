
/**
 * A saved revision of the workflow's graph (WorkflowGraph.revision after the save that made it). Revision 1 is the first save; the starter graph of a new workflow (revision 0) is not a saved revision.
 * @minimum 1
 * @maximum 2147483647
 */
export type RevisionNumber = number;
