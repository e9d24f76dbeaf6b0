import { describe, expect, it } from 'vitest';
import { previewFile } from './preview-file';

/** 'ID,お問い合わせ\n1,はい\n' in Shift_JIS. */
const SJIS_CSV = new Uint8Array([
  0x49, 0x44, 0x2c, 0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9, 0x0a, 0x31, 0x2c, 0x82, 0xcd, 0x82, 0xa2, 0x0a,
]);

describe('previewFile: encoding, then the table', () => {
  it('previews a Shift_JIS CSV with its Japanese header', () => {
    expect(previewFile(SJIS_CSV, 'DATASET_FILE_TYPE_CSV')).toEqual({
      kind: 'table',
      encoding: 'Shift_JIS',
      bom: false,
      table: { columns: ['ID', 'お問い合わせ'], rows: [['1', 'はい']], rowCount: 1 },
    });
  });

  it('leaves an .xlsx to the server, but refuses one that is not a workbook', () => {
    expect(previewFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), 'DATASET_FILE_TYPE_XLSX')).toEqual({ kind: 'workbook' });
    expect(previewFile(new TextEncoder().encode('a,b'), 'DATASET_FILE_TYPE_XLSX')).toEqual({ kind: 'failed', problem: { kind: 'notXlsx' } });
  });

  it('says when the encoding is unknown or the content unreadable', () => {
    expect(previewFile(new Uint8Array([0xff, 0xff, 0x80]), 'DATASET_FILE_TYPE_TSV')).toEqual({ kind: 'failed', problem: { kind: 'unknownEncoding' } });
    expect(previewFile(new TextEncoder().encode('{"a":1}\nnope'), 'DATASET_FILE_TYPE_JSONL')).toEqual({
      kind: 'failed',
      problem: { kind: 'invalidJson', line: 2 },
    });
  });
});
