
/**
 * The file's format, from its extension (.csv, .tsv, .xlsx, .jsonl).
 */
export type DatasetFileType = typeof DatasetFileType[keyof typeof DatasetFileType];


export const DatasetFileType = {
  DATASET_FILE_TYPE_CSV: 'DATASET_FILE_TYPE_CSV',
  DATASET_FILE_TYPE_TSV: 'DATASET_FILE_TYPE_TSV',
  DATASET_FILE_TYPE_XLSX: 'DATASET_FILE_TYPE_XLSX',
  DATASET_FILE_TYPE_JSONL: 'DATASET_FILE_TYPE_JSONL',
} as const;
