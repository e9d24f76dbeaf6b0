
/**
 * What the revision is about, in the user's words. At most 500 characters; empty clears it.
 * @maxLength 500
 */
export type RevisionDescription = string;
