/**
 * An execution's per-row results as CSV for Excel, written by the studio's CSV rules (src/lib/csv.ts:
 * UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, formulas neutralised).
 */
import type { JobRowResult } from '../../../generated/model';
import { CSV_BOM, csvField, safeFileName } from '../../../lib/csv';

export { CSV_BOM, csvField };

export interface ResultsCsvHeaders {
  rowNumber: string;
  input: string;
  output: string;
  status: string;
  error: string;
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
  return `${safeFileName(jobName)}${stamp ? `_${stamp}` : ''}.csv`;
}
