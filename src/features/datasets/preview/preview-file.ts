/**
 * What the Upload tab shows of a chosen file before sending it ('Before Upload'): its encoding, columns
 * and first rows — or, for .xlsx, nothing until the server has read it — or why the server would refuse
 * it ('Failed to parse file'). Pure: the caller reads the bytes (`file.arrayBuffer()`).
 */
import type { DatasetFileType } from '../../../generated/model';
import { decodeText, type TextEncodingName } from './decode-text';
import { parseTable, PREVIEW_ROWS, type TablePreview, type TableProblem } from './parse-table';

export type PreviewProblem = TableProblem | { kind: 'unknownEncoding' } | { kind: 'notXlsx' };

export type FilePreview =
  | { kind: 'table'; encoding: TextEncodingName; bom: boolean; table: TablePreview }
  /** An Excel workbook: its columns come from the server after upload. */
  | { kind: 'workbook' }
  | { kind: 'failed'; problem: PreviewProblem };

/** An .xlsx file is a ZIP archive ('PK'). */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

export function previewFile(bytes: Uint8Array, type: DatasetFileType, limit = PREVIEW_ROWS): FilePreview {
  if (type === 'DATASET_FILE_TYPE_XLSX') return isZip(bytes) ? { kind: 'workbook' } : { kind: 'failed', problem: { kind: 'notXlsx' } };
  const decoded = decodeText(bytes);
  if (!decoded) return { kind: 'failed', problem: { kind: 'unknownEncoding' } };
  const result = parseTable(type, decoded.text, limit);
  if (!result.ok) return { kind: 'failed', problem: result.problem };
  return { kind: 'table', encoding: decoded.encoding, bom: decoded.bom, table: result.table };
}
