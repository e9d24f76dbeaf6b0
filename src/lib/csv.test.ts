import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvText, safeFileName } from './csv';

describe('csv', () => {
  it('starts with a UTF-8 byte-order mark and ends every line with CRLF', () => {
    const text = csvText([
      ['行', '出力'],
      [1, '返品'],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe('行,出力\r\n1,返品\r\n');
  });

  it('quotes commas, quotes and line breaks, and neutralises formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('1行目\n2行目')).toBe('"1行目\n2行目"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(undefined)).toBe('');
    expect(csvField(false)).toBe('false');
  });

  it('makes a name a file system takes', () => {
    expect(safeFileName('回帰: r3/r4')).toBe('回帰_ r3_r4');
  });
});
