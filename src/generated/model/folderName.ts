
/**
 * A folder's name. Required ('Please enter a folder name'); it cannot contain '/'.
 * @minLength 1
 * @maxLength 100
 * @pattern ^[^/]+$
 */
export type FolderName = string;
