
export type ImportCustomNodeParams = {
/**
 * Import under this name instead of the file's (at most 20 characters).
 * @minLength 1
 * @maxLength 20
 */
name?: string;
/**
 * Replace the project's node of the same name instead of answering 409.
 */
replace?: boolean;
};
