
/**
 * The multipart form of an import.
 */
export interface CustomNodeImport {
  /**
     * The `.aiws` DSL file (YAML), at most 1MB. maxLength counts its bytes. Its filename is a FileName ('Invalid file name', 400).
     * @maxLength 1048576
     */
  file: Blob | File;
}
