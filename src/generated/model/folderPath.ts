
/**
 * Where a folder sits: the names of the folders from the root down, each after a '/'. The root is '/'.
 * @maxLength 2000
 * @pattern ^/
 */
export type FolderPath = string;
