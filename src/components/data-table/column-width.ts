import { textWidth } from '../../lib/text-width';

/** A grid cell's horizontal padding (MUI X: 10 px each side). */
export const CELL_PADDING = 20;

/** A tag's width around its label (`ToneTag`: 4 + 18 icon + 4 gap + 8 padding + 2 border), its label at 13 px. */
const TAG_CHROME = 36;

/** The width a grid column needs to show each of `texts` on one line (its header among them). */
export function fitText(texts: readonly string[], fontSize = 14): number {
  return Math.max(0, ...texts.map((text) => textWidth(text, fontSize))) + CELL_PADDING;
}

/** Capital-letter codes ('DOCX', 'CSV') are wider than the average text the estimate is made for. */
const CAPITAL_EM = 0.72;

/** The width a grid column needs for each of `codes` (capital letters and digits) at `fontSize` px. */
export function fitCodes(codes: readonly string[], fontSize = 14): number {
  return Math.max(0, ...codes.map((code) => Math.ceil([...code].length * CAPITAL_EM * fontSize))) + CELL_PADDING;
}

/** The width a grid column needs to show each of `labels` as a `ToneTag`. */
export function fitTags(labels: readonly string[]): number {
  return Math.max(0, ...labels.map((label) => textWidth(label, 13) + TAG_CHROME)) + CELL_PADDING;
}
