/**
 * The columns and first rows of a data file's text, as the Upload tab previews them before sending.
 * CSV and TSV go through papaparse (the delimiter from the file's type; quoted fields may hold
 * delimiters, "" and line breaks; the first row is the header), JSONL line by line (each line one JSON
 * object; the columns are the keys in the order first seen). The rules are the server's
 * (mocks/areas/datasets/parse.ts): blank lines are skipped, an empty header cell is named `column{n}`,
 * short rows are padded and extra fields dropped. Pure: text in, table or the reason out.
 */
import Papa from 'papaparse';
import type { DatasetFileType } from '../../../generated/model';

/** Rows a preview keeps (the table shows these). */
export const PREVIEW_ROWS = 20;

export interface TablePreview {
  columns: string[];
  /** The first data rows (at most the limit asked), one value per column. */
  rows: string[][];
  /** Every data row of the file (header excluded). */
  rowCount: number;
}

/** Why a file could not be read; `line` is 1-based in the file. */
export type TableProblem =
  { kind: 'unclosedQuote'; line: number } | { kind: 'invalidJson'; line: number } | { kind: 'notObject'; line: number } | { kind: 'noContent' };

export type TableResult = { ok: true; table: TablePreview } | { ok: false; problem: TableProblem };

export type TextDatasetType = Exclude<DatasetFileType, 'DATASET_FILE_TYPE_XLSX'>;

const columnName = (name: string, index: number) => name.trim() || `column${index + 1}`;
const lineAt = (text: string, index: number) => text.slice(0, index).split(/\r\n|\r|\n/).length;

function parseDelimited(text: string, delimiter: string, limit: number): TableResult {
  let header: string[] | undefined;
  const rows: string[][] = [];
  let rowCount = 0;
  let problem: TableProblem | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    header: false,
    skipEmptyLines: 'greedy',
    step: ({ data, errors }, parser) => {
      const unclosed = errors.find((error) => error.code === 'MissingQuotes');
      if (unclosed) {
        problem = { kind: 'unclosedQuote', line: lineAt(text, unclosed.index ?? text.length) };
        parser.abort();
        return;
      }
      if (!header) {
        header = data.map(columnName);
        return;
      }
      rowCount += 1;
      if (rows.length < limit) rows.push(header.map((_, index) => data[index] ?? ''));
    },
  });
  if (problem) return { ok: false, problem };
  if (!header) return { ok: false, problem: { kind: 'noContent' } };
  return { ok: true, table: { columns: header, rows, rowCount } };
}

const cell = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function parseJsonl(text: string, limit: number): TableResult {
  const columns: string[] = [];
  const kept: Record<string, unknown>[] = [];
  let rowCount = 0;
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return { ok: false, problem: { kind: 'invalidJson', line: index + 1 } };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: { kind: 'notObject', line: index + 1 } };
    for (const key of Object.keys(value)) if (!columns.includes(key)) columns.push(key);
    rowCount += 1;
    if (kept.length < limit) kept.push(value as Record<string, unknown>);
  }
  if (!rowCount) return { ok: false, problem: { kind: 'noContent' } };
  return { ok: true, table: { columns, rows: kept.map((object) => columns.map((column) => cell(object[column]))), rowCount } };
}

/** The file's columns and its first `limit` rows, or why it cannot be read. */
export function parseTable(type: TextDatasetType, text: string, limit = PREVIEW_ROWS): TableResult {
  if (type === 'DATASET_FILE_TYPE_JSONL') return parseJsonl(text, limit);
  return parseDelimited(text, type === 'DATASET_FILE_TYPE_TSV' ? '\t' : ',', limit);
}
