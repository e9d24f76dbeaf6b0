import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

/** 'お問い合わせ' in Shift_JIS. */
const SJIS_OTOIAWASE = [0x82, 0xa8, 0x96, 0xe2, 0x82, 0xa2, 0x8d, 0x87, 0x82, 0xed, 0x82, 0xb9];
/** 'ＩＤ,お問い合わせ\r\n1,ｶﾅ\r\n' in Shift_JIS: full-width letters, a CRLF, half-width katakana. */
const SJIS_CSV = [0x82, 0x68, 0x82, 0x63, 0x2c, ...SJIS_OTOIAWASE, 0x0d, 0x0a, 0x31, 0x2c, 0xb6, 0xc5, 0x0d, 0x0a];
/** '①㈱' in Shift_JIS (Windows-31J, as Excel writes it). */
const SJIS_NEC_SPECIALS = [0x87, 0x40, 0x87, 0x8a];

const bytes = (values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return out;
}

describe('decodeText: the encoding detected from the bytes', () => {
  it('reads Japanese Shift_JIS', () => {
    expect(decodeText(bytes(SJIS_OTOIAWASE))).toEqual({ text: 'お問い合わせ', encoding: 'Shift_JIS', bom: false });
    expect(decodeText(bytes(SJIS_CSV))).toEqual({ text: 'ＩＤ,お問い合わせ\r\n1,ｶﾅ\r\n', encoding: 'Shift_JIS', bom: false });
    expect(decodeText(bytes(SJIS_NEC_SPECIALS))?.text).toBe('①㈱');
  });

  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeText(utf8('問い合わせID,本文\n1,こんにちは\n'))).toEqual({ text: '問い合わせID,本文\n1,こんにちは\n', encoding: 'UTF-8', bom: false });
    expect(decodeText(bytes([0xef, 0xbb, 0xbf, ...utf8('お問い合わせ,x')]))).toEqual({ text: 'お問い合わせ,x', encoding: 'UTF-8', bom: true });
  });

  it('reads UTF-16 by its byte order mark', () => {
    expect(decodeText(utf16('質問\t回答\n', true))).toEqual({ text: '質問\t回答\n', encoding: 'UTF-16LE', bom: true });
    expect(decodeText(utf16('質問\t回答\n', false))).toEqual({ text: '質問\t回答\n', encoding: 'UTF-16BE', bom: true });
  });

  it('calls plain ASCII UTF-8, and empty bytes empty text', () => {
    expect(decodeText(utf8('id,question\n1,Password reset\n'))).toEqual({ text: 'id,question\n1,Password reset\n', encoding: 'UTF-8', bom: false });
    expect(decodeText(new Uint8Array())).toEqual({ text: '', encoding: 'UTF-8', bom: false });
  });

  it('does not take Shift_JIS for UTF-8, nor UTF-8 for Shift_JIS', () => {
    // Strict UTF-8 is tried first; Shift_JIS bytes of Japanese text are not valid UTF-8.
    expect(decodeText(utf8('お問い合わせ'))?.encoding).toBe('UTF-8');
    expect(decodeText(bytes(SJIS_OTOIAWASE))?.encoding).toBe('Shift_JIS');
  });

  it('gives up on bytes that are neither (binary, broken UTF-16)', () => {
    expect(decodeText(bytes([0x50, 0x4b, 0x03, 0x04, 0xff, 0xff, 0x80, 0xa0]))).toBeNull();
    expect(decodeText(bytes([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toBeNull(); // a lone surrogate
  });
});
