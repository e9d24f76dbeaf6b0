
/**
 * One file, 1MB or smaller, of type .pdf, .txt, .md, .docx or .csv.
 */
export interface KnowledgeFileUpload {
  /**
     * The file, at most 1MB (maxLength counts its bytes). Over 1MB answers 413 'File size is too large. Maximum size is 1MB.'; another type answers 415 'Invalid file type'. Its filename is stored as the file's name: a FileName ('Invalid file name', 400).
     * @maxLength 1048576
     */
  file: Blob | File;
}
