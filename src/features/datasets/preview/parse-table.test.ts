import { describe, expect, it } from 'vitest';
import { parseTable } from './parse-table';

const csv = (text: string, limit?: number) => parseTable('DATASET_FILE_TYPE_CSV', text, limit);

describe('parseTable: CSV and TSV (papaparse)', () => {
  it('takes the header row as the columns and the next rows as data', () => {
    expect(csv('問い合わせID,問い合わせ本文\r\nQ-1,請求書の再発行\r\nQ-2,ログインできません\r\n')).toEqual({
      ok: true,
      table: {
        columns: ['問い合わせID', '問い合わせ本文'],
        rows: [
          ['Q-1', '請求書の再発行'],
          ['Q-2', 'ログインできません'],
        ],
        rowCount: 2,
      },
    });
  });

  it('reads quoted fields with delimiters, quotes and line breaks', () => {
    const result = csv('id,本文,メモ\n1,"改行を\n含む本文","a, ""b"""\n2,x,y');
    expect(result).toEqual({
      ok: true,
      table: {
        columns: ['id', '本文', 'メモ'],
        rows: [
          ['1', '改行を\n含む本文', 'a, "b"'],
          ['2', 'x', 'y'],
        ],
        rowCount: 2,
      },
    });
  });

  it('splits TSV on tabs only', () => {
    expect(parseTable('DATASET_FILE_TYPE_TSV', '回答ID\t自由記述\nR-1\tはい, とても\n')).toMatchObject({
      ok: true,
      table: { columns: ['回答ID', '自由記述'], rows: [['R-1', 'はい, とても']] },
    });
  });

  it('keeps the first rows and counts them all; skips blank lines; pads short rows; names empty headers', () => {
    const lines = ['a,,c', ...Array.from({ length: 30 }, (_, i) => `${i},x`), '', '   ,  '];
    const result = csv(lines.join('\n'), 20);
    expect(result.ok && result.table.columns).toEqual(['a', 'column2', 'c']);
    expect(result.ok && result.table.rows).toHaveLength(20);
    expect(result.ok && result.table.rows[0]).toEqual(['0', 'x', '']);
    expect(result.ok && result.table.rowCount).toBe(30);
  });

  it('accepts a header without rows', () => {
    expect(csv('a,b\n')).toEqual({ ok: true, table: { columns: ['a', 'b'], rows: [], rowCount: 0 } });
  });

  it('says which line opens a quote that is never closed, and when there is nothing', () => {
    expect(csv('a,b\n1,2\n3,"never closed\n4,5\n')).toEqual({ ok: false, problem: { kind: 'unclosedQuote', line: 3 } });
    expect(csv('\n  \n')).toEqual({ ok: false, problem: { kind: 'noContent' } });
  });
});

describe('parseTable: JSONL (line by line)', () => {
  const jsonl = (text: string) => parseTable('DATASET_FILE_TYPE_JSONL', text);

  it('takes the keys in the order first seen as the columns', () => {
    expect(jsonl('{"q":"こんにちは","n":1}\n\n{"q":"hello","extra":true,"n":null}\n')).toEqual({
      ok: true,
      table: {
        columns: ['q', 'n', 'extra'],
        rows: [
          ['こんにちは', '1', ''],
          ['hello', '', 'true'],
        ],
        rowCount: 2,
      },
    });
    expect(jsonl('{"a":{"b":[1,2]}}')).toMatchObject({ ok: true, table: { rows: [['{"b":[1,2]}']] } });
  });

  it('says which line is not JSON or not an object', () => {
    expect(jsonl('{"a":1}\r\n\r\nnot json\n')).toEqual({ ok: false, problem: { kind: 'invalidJson', line: 3 } });
    expect(jsonl('{"a":1}\n[1,2]\n')).toEqual({ ok: false, problem: { kind: 'notObject', line: 2 } });
    expect(jsonl('\n')).toEqual({ ok: false, problem: { kind: 'noContent' } });
  });
});
