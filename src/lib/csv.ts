/**
 * CSV for Excel, as every export of the studio writes it: UTF-8 with a byte-order mark (so Excel opens
 * Japanese text correctly), CRLF line ends, a field quoted when it holds a comma, quote or line break
 * (quotes doubled, RFC 4180), and a leading =, +, - or @ neutralised so a cell never runs as a formula.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | undefined | null;

export function csvField(value: CsvValue): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the BOM, then each row's fields joined by commas, every line ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return `${CSV_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves CSV text as a file (the browser's download; nothing leaves the page). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A file name without the characters file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');
