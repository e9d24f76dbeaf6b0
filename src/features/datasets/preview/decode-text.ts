/**
 * A data file's text from its bytes, with the encoding it was written in. Japanese users' CSV files
 * often come out of Excel in Shift_JIS, so the encoding is detected rather than assumed:
 *
 * 1. a byte order mark: UTF-8 (EF BB BF), UTF-16LE (FF FE), UTF-16BE (FE FF);
 * 2. otherwise strict UTF-8 (ASCII is UTF-8);
 * 3. otherwise strict Shift_JIS (the WHATWG decoder: Windows-31J, Excel's "CSV" in Japanese Windows);
 * 4. otherwise unreadable (`null`): the server would answer 'Failed to parse file'.
 *
 * The mock backend detects the same way (mocks/areas/datasets/parse.ts), so what the preview shows is
 * what the server reads. Pure: no DOM, no File (callers read the bytes).
 */
export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Shift_JIS';

export interface DecodedText {
  /** The text, without its byte order mark. */
  text: string;
  encoding: TextEncodingName;
  /** Whether the bytes began with a byte order mark. */
  bom: boolean;
}

const LABELS: Record<TextEncodingName, string> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  Shift_JIS: 'shift_jis',
};

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** The byte order mark's encoding and length, if the bytes begin with one. */
function bomOf(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'UTF-8', length: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'UTF-16LE', length: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'UTF-16BE', length: 2 };
  return undefined;
}

/** Decodes strictly (undefined on any invalid sequence). */
function strict(bytes: Uint8Array, encoding: TextEncodingName): string | undefined {
  try {
    return new TextDecoder(LABELS[encoding], { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The text and its detected encoding, or null when the bytes are neither UTF-8/16 nor Shift_JIS. */
export function decodeText(bytes: Uint8Array): DecodedText | null {
  const bom = bomOf(bytes);
  if (bom) {
    const text = strict(bytes.subarray(bom.length), bom.encoding);
    return text === undefined ? null : { text, encoding: bom.encoding, bom: true };
  }
  for (const encoding of ['UTF-8', 'Shift_JIS'] as const) {
    const text = strict(bytes, encoding);
    if (text !== undefined) return { text, encoding, bom: false };
  }
  return null;
}
