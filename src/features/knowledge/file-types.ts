/**
 * The upload limits of knowledge files, as the contract states them (§5, §9: 1MB; the accepted types
 * .pdf, .txt, .md, .docx, .csv — one per `KnowledgeFileType`, so a type the contract adds fails the
 * typecheck here). The mock refuses the same (mocks/areas/knowledge); `file-types.test.ts` holds all three
 * to the same numbers.
 */
import type { UploadLimits } from '../../components/upload/file-check';
import { uploadKnowledgeFileResponseSizeMax } from '../../generated/knowledge-files/knowledge-files.zod';
import type { KnowledgeFileType } from '../../generated/model';

export const KNOWLEDGE_FILE_EXTENSIONS: Record<KnowledgeFileType, string> = {
  KNOWLEDGE_FILE_TYPE_PDF: '.pdf',
  KNOWLEDGE_FILE_TYPE_TXT: '.txt',
  KNOWLEDGE_FILE_TYPE_MD: '.md',
  KNOWLEDGE_FILE_TYPE_DOCX: '.docx',
  KNOWLEDGE_FILE_TYPE_CSV: '.csv',
};

export const KNOWLEDGE_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: uploadKnowledgeFileResponseSizeMax,
  maxLabel: '1MB',
  extensions: Object.values(KNOWLEDGE_FILE_EXTENSIONS),
};

/** 'PDF', 'TXT'… for the list's type column. */
export const fileTypeLabel = (type: KnowledgeFileType) => KNOWLEDGE_FILE_EXTENSIONS[type].slice(1).toUpperCase();
