/**
 * The upload limits of dataset files, as the contract states them (openapi/schemas/datasets.yaml: at
 * most 10MB = 10,485,760 bytes; .csv, .tsv, .xlsx, .jsonl — one per `DatasetFileType`, so a type the
 * contract adds fails the typecheck here). The mock refuses the same (mocks/areas/datasets/catalog.ts);
 * `file-types.test.ts` holds all three to the same numbers.
 */
import { extensionOf, type UploadLimits } from '../../components/upload/file-check';
import { uploadDatasetFileResponseSizeMax } from '../../generated/datasets/datasets.zod';
import type { DatasetFileType } from '../../generated/model';

export const DATASET_FILE_EXTENSIONS: Record<DatasetFileType, string> = {
  DATASET_FILE_TYPE_CSV: '.csv',
  DATASET_FILE_TYPE_TSV: '.tsv',
  DATASET_FILE_TYPE_XLSX: '.xlsx',
  DATASET_FILE_TYPE_JSONL: '.jsonl',
};

export const DATASET_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: uploadDatasetFileResponseSizeMax,
  maxLabel: '10MB',
  extensions: Object.values(DATASET_FILE_EXTENSIONS),
};

/** 'CSV', 'XLSX'… for the list's type column. */
export const fileTypeLabel = (type: DatasetFileType) => DATASET_FILE_EXTENSIONS[type].slice(1).toUpperCase();

/** The type a file name's extension stands for (undefined for any other extension). */
export function datasetTypeOf(fileName: string): DatasetFileType | undefined {
  const extension = extensionOf(fileName);
  return (Object.keys(DATASET_FILE_EXTENSIONS) as DatasetFileType[]).find((type) => DATASET_FILE_EXTENSIONS[type] === extension);
}
