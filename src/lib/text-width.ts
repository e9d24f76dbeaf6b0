/**
 * Text widths estimated without layout, for grid columns that must fit their longest content in either
 * language (a column definition is made before anything is drawn). Full-width characters (CJK, kana,
 * full-width forms) take 1 em; anything else 0.58 em, a little over the Latin average of the studio's
 * system UI fonts (DejaVu Sans, Segoe UI, SF, Roboto), so the estimate errs wide.
 */
const FULL_WIDTH = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The estimated width of `text` at `fontSize` px, in px (rounded up). */
export function textWidth(text: string, fontSize = 14): number {
  let ems = 0;
  for (const char of text) ems += FULL_WIDTH.test(char) ? 1 : 0.58;
  return Math.ceil(ems * fontSize);
}
