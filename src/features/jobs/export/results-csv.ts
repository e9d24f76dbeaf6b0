/**
 * An execution's per-row results as CSV for Excel: UTF-8 with a byte-order mark (so Excel opens Japanese
 * text correctly), CRLF line ends, every field quoted when it holds a comma, quote or line break (quotes
 * doubled, RFC 4180), and a leading =, +, - or @ neutralised so a cell never runs as a formula.
 */
import type { JobRowResult } from '../../../generated/model';

export const CSV_BOM = '\uFEFF';

export interface ResultsCsvHeaders {
  rowNumber: string;
  input: string;
  output: string;
  status: string;
  error: string;
}

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string | number | undefined): string {
  let text = value === undefined ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function resultsCsv(results: readonly JobRowResult[], headers: ResultsCsvHeaders, statusLabel: (status: JobRowResult['status']) => string): string {
  const lines = [[headers.rowNumber, headers.input, headers.output, headers.status, headers.error].map(csvField).join(',')];
  for (const row of results) {
    lines.push([row.rowNumber, row.inputValue, row.outputValue, statusLabel(row.status), row.errorMessage].map(csvField).join(','));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name for the export: job name and execution start, without characters file systems refuse. */
export function resultsFileName(jobName: string, startedAt: string | undefined): string {
  const stamp = (startedAt ?? '')
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$|Z$/, '')
    .replace('T', '-');
  return `${jobName.replace(/[\\/:*?"<>|]/g, '_')}${stamp ? `_${stamp}` : ''}.csv`;
}
