import { describe, expect, it } from 'vitest';
import type { JobRowResult } from '../../../generated/model';
import { CSV_BOM, csvField, resultsCsv, resultsFileName } from './results-csv';

const headers = { rowNumber: 'Row', input: 'Input', output: 'Output', status: 'Status', error: 'Error' };
const label = (status: JobRowResult['status']) =>
  ({ JOB_ROW_STATUS_SUCCESS: 'Success', JOB_ROW_STATUS_FAILURE: 'Failure', JOB_ROW_STATUS_PENDING: 'Pending', JOB_ROW_STATUS_CANCELED: 'Canceled' })[status];

describe('results CSV', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = resultsCsv([{ rowNumber: 1, inputValue: 'パスワードを忘れました', outputValue: 'account', status: 'JOB_ROW_STATUS_SUCCESS' }], headers, label);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Row,Input,Output,Status,Error\r\n1,パスワードを忘れました,account,Success,\r\n`);
    // Encoded as UTF-8, the file begins EF BB BF.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('彼は"はい"と言った')).toBe('"彼は""はい""と言った"');
    expect(csvField('一行目\n二行目')).toBe('"一行目\n二行目"');
    expect(csvField('{"category":"billing"}')).toBe('"{""category"":""billing""}"');
    expect(csvField(undefined)).toBe('');
  });

  it('never lets a cell run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+81 3')).toBe("'+81 3");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a failed row with its error and no output', () => {
    const csv = resultsCsv(
      [{ rowNumber: 4, inputValue: '返金は?', status: 'JOB_ROW_STATUS_FAILURE', errorMessage: 'LLM call timed out after 60 seconds' }],
      headers,
      label,
    );
    expect(csv.split('\r\n')[1]).toBe('4,返金は?,,Failure,LLM call timed out after 60 seconds');
  });

  it('names the file after the job and the start, safely', () => {
    expect(resultsFileName('問い合わせ一括分類', '2026-10-01T01:30:00Z')).toBe('問い合わせ一括分類_20261001-013000.csv');
    expect(resultsFileName('a/b:c', undefined)).toBe('a_b_c.csv');
  });
});
