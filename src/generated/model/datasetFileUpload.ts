
/**
 * The Upload tab's form. A file is required; .csv, .tsv, .xlsx or .jsonl ('Invalid file type'), at most 10MB ('File size is too large. Maximum size is 10MB.'). A file with the same name in the project is replaced.
 */
export interface DatasetFileUpload {
  /**
     * The data file, at most 10MB (maxLength counts its bytes). The first line of CSV/TSV is the header; JSONL objects' keys are the columns. Its filename is stored as the file's name: a FileName ('Invalid file name', 400).
     * @maxLength 10485760
     */
  file: Blob | File;
}
