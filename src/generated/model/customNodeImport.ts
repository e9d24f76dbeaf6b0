
/**
 * The multipart form of an import.
 */
export interface CustomNodeImport {
  /** The `.aiws` DSL file (YAML), at most 1MB. */
  file: Blob | File;
}
