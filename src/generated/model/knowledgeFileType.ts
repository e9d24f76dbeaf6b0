
/**
 * The accepted file types (by extension .pdf, .txt, .md, .docx, .csv).
 */
export type KnowledgeFileType = typeof KnowledgeFileType[keyof typeof KnowledgeFileType];


export const KnowledgeFileType = {
  KNOWLEDGE_FILE_TYPE_PDF: 'KNOWLEDGE_FILE_TYPE_PDF',
  KNOWLEDGE_FILE_TYPE_TXT: 'KNOWLEDGE_FILE_TYPE_TXT',
  KNOWLEDGE_FILE_TYPE_MD: 'KNOWLEDGE_FILE_TYPE_MD',
  KNOWLEDGE_FILE_TYPE_DOCX: 'KNOWLEDGE_FILE_TYPE_DOCX',
  KNOWLEDGE_FILE_TYPE_CSV: 'KNOWLEDGE_FILE_TYPE_CSV',
} as const;
