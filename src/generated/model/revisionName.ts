
/**
 * A revision's name, unique per workflow (compared after trimming; 409 WorkflowRevisionNameConflict). At most 50 characters. An empty name clears it.
 * @maxLength 50
 */
export type RevisionName = string;
