/** Reading uploaded dataset files (CSV, TSV, JSONL) into a header and rows, as the backend would. */
import type { DatasetFileType } from '../../../src/generated/model';

export interface ParsedTable {
  columns: string[];
  rows: string[][];
}

export class ParseError extends Error {}

/** RFC 4180-style delimited text: quoted fields may hold delimiters, quotes ("") and line breaks. */
export function parseDelimited(text: string, delimiter: string): ParsedTable {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = 0;
  const source = text.replace(/^\uFEFF/, '');
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new ParseError('unterminated quote');
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  const nonEmpty = records.filter((r) => r.some((value) => value.trim() !== ''));
  if (!nonEmpty.length) throw new ParseError('empty');
  const [header, ...rows] = nonEmpty;
  const columns = header!.map((name, index) => name.trim() || `column${index + 1}`);
  return { columns, rows: rows.map((row) => columns.map((_, index) => row[index] ?? '')) };
}

/** JSON Lines: one object per line; the columns are the keys in the order first seen. */
export function parseJsonl(text: string): ParsedTable {
  const objects: Record<string, unknown>[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ParseError('invalid JSON line');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ParseError('not an object');
    objects.push(value as Record<string, unknown>);
  }
  if (!objects.length) throw new ParseError('empty');
  const columns: string[] = [];
  for (const object of objects) for (const key of Object.keys(object)) if (!columns.includes(key)) columns.push(key);
  const text_ = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  return { columns, rows: objects.map((object) => columns.map((column) => text_(object[column]))) };
}

export function typeOf(fileName: string): DatasetFileType {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.tsv')) return 'DATASET_FILE_TYPE_TSV';
  if (lower.endsWith('.xlsx')) return 'DATASET_FILE_TYPE_XLSX';
  if (lower.endsWith('.jsonl')) return 'DATASET_FILE_TYPE_JSONL';
  return 'DATASET_FILE_TYPE_CSV';
}

/** Decodes strictly (undefined on any invalid sequence); the byte order mark is not part of the text. */
function strictDecode(bytes: Uint8Array, label: string): string | undefined {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The text of an uploaded CSV/TSV/JSONL file, its encoding detected as the Upload tab's preview does
 * (src/features/datasets/preview/decode-text.ts): a byte order mark (UTF-8, UTF-16LE, UTF-16BE), else
 * strict UTF-8, else strict Shift_JIS (what Excel writes on Japanese Windows); anything else is
 * unreadable ('Failed to parse file').
 */
export function decodeUpload(bytes: Uint8Array): string {
  const boms: [number[], string][] = [
    [[0xef, 0xbb, 0xbf], 'utf-8'],
    [[0xff, 0xfe], 'utf-16le'],
    [[0xfe, 0xff], 'utf-16be'],
  ];
  const bom = boms.find(([prefix]) => prefix.every((byte, index) => bytes[index] === byte));
  const text = bom ? strictDecode(bytes.subarray(bom[0].length), bom[1]) : (strictDecode(bytes, 'utf-8') ?? strictDecode(bytes, 'shift_jis'));
  if (text === undefined) throw new ParseError('unknown encoding');
  return text;
}

/**
 * The file's table. XLSX is a ZIP archive the mock does not unpack: it checks the ZIP signature only and
 * reports no columns (a real backend reads the first sheet).
 */
export function parseDataset(type: DatasetFileType, bytes: Uint8Array): ParsedTable {
  if (type === 'DATASET_FILE_TYPE_XLSX') {
    if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new ParseError('not a ZIP archive');
    return { columns: [], rows: [] };
  }
  const text = decodeUpload(bytes);
  if (type === 'DATASET_FILE_TYPE_JSONL') return parseJsonl(text);
  return parseDelimited(text, type === 'DATASET_FILE_TYPE_TSV' ? '\t' : ',');
}
