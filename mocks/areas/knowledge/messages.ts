/** The messages of the knowledge area (§5, §8 of the spec, and the mock's own rules). */
import { messages } from '../../lib/errors';

export const knowledgeMessages = {
  indexInProgress: messages.indexInProgress,
  indexNotFound: 'Index not found',
  fileNotFound: 'File not found',
  indexNameRequired: 'Please enter an index name',
  filesRequired: 'Please select at least one file',
  chunkOverlapTooLarge: 'Chunk overlap must be smaller than the chunk size',
  uploadFailed: 'Upload failed',
  /** An index (and its file) whose file failed to upload. */
  uploadFailedFor: (fileName: string) => `Upload failed: ${fileName}`,
  /** A file whose chunking failed in a build (the scenario's failKnowledgeFiles). */
  parseFailed: (fileName: string) => `Failed to parse file: ${fileName}`,
  fileNotUploaded: 'The file is not uploaded yet',
  fileInUse: (indexNames: string[]) => `Cannot delete the file because it is used by an index: ${indexNames.join(', ')}`,
} as const;
