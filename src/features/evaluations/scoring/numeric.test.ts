import { describe, expect, it } from 'vitest';
import { firstNumber, scoreNumeric } from './numeric';

const absolute = (tolerance: number, output: string, expected: string) => scoreNumeric({ type: 'numeric', tolerance, relative: false }, output, expected);
const relative = (tolerance: number, output: string, expected: string) => scoreNumeric({ type: 'numeric', tolerance, relative: true }, output, expected);

describe('firstNumber', () => {
  it('reads the first number in the text, with thousands separators and decimals', () => {
    expect(firstNumber('合計は12,345.6円、送料は500円です')).toBe(12345.6);
    expect(firstNumber('3.14')).toBe(3.14);
    expect(firstNumber('割引率は.5です')).toBe(0.5);
    expect(firstNumber('1,2,3')).toBe(1);
    expect(firstNumber('1,2345')).toBe(1);
  });

  it('reads full-width digits, separators, points and minus signs as ASCII', () => {
    expect(firstNumber('合計は１２，３４５．６円')).toBe(12345.6);
    expect(firstNumber('気温は－５度')).toBe(-5);
    expect(firstNumber('差額は−1,200円')).toBe(-1200);
  });

  it('reads negative numbers, but a hyphen after a letter or digit is no sign', () => {
    expect(firstNumber('-42')).toBe(-42);
    expect(firstNumber('残高は-3.5万円')).toBe(-3.5);
    expect(firstNumber('型番A-5')).toBe(5);
    expect(firstNumber('2024-05-01')).toBe(2024);
  });

  it('is null when there is no number', () => {
    expect(firstNumber('在庫はありません')).toBeNull();
    expect(firstNumber('')).toBeNull();
  });
});

describe('scoreNumeric', () => {
  it('passes within an absolute tolerance, its bound included', () => {
    expect(absolute(0, '在庫は12個です', '12')).toEqual({ score: 1, pass: true });
    expect(absolute(0, '在庫は13個です', '12')).toEqual({ score: 0, pass: false });
    expect(absolute(0.5, '12.5', '12')).toEqual({ score: 1, pass: true });
    expect(absolute(0.5, '12.6', '12')).toEqual({ score: 0, pass: false });
    // 1.1 − 1.0 is 0.10000000000000009 in floating point: still within 0.1.
    expect(absolute(0.1, '1.1', '1.0').pass).toBe(true);
  });

  it('passes within a relative tolerance, a fraction of |expected|', () => {
    expect(relative(0.01, '合計 10,100円', '10,000円').pass).toBe(true);
    expect(relative(0.01, '合計 10,101円', '10,000円').pass).toBe(false);
    expect(relative(0.1, '-108', '-100').pass).toBe(true);
    expect(relative(0.1, '-111', '-100').pass).toBe(false);
    // Relative to zero: only zero passes.
    expect(relative(0.5, '0.0001', '0').pass).toBe(false);
  });

  it('reads full-width numbers in the output and the expected answer', () => {
    expect(absolute(0, 'お支払い金額は１２，３４５．６円です', '12345.6')).toEqual({ score: 1, pass: true });
    expect(absolute(0, '12,345.6', '１２，３４５．６')).toEqual({ score: 1, pass: true });
  });

  it('compares negative numbers by their sign', () => {
    expect(absolute(0, '差額は-500円', '-500').pass).toBe(true);
    expect(absolute(0, '差額は500円', '-500').pass).toBe(false);
  });

  it('scores 0 when the output or the expected answer has no number', () => {
    expect(absolute(100, '金額はお答えできません', '500')).toEqual({ score: 0, pass: false });
    expect(absolute(100, '500', '不明')).toEqual({ score: 0, pass: false });
  });
});
