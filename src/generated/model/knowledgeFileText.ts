import type { Id } from './id';

/**
 * The plain text the index builder reads from a file (its first 20,000 characters).
 */
export interface KnowledgeFileText {
  fileId: Id;
  /** @maxLength 20000 */
  text: string;
  /** The file holds more text than `text` shows. */
  truncated: boolean;
}
