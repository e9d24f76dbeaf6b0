
/**
 * How output and expected answer are normalised before they are compared. width: Unicode NFKC (full-width and half-width letters, digits and katakana folded: `ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`); case: case-insensitive; whitespace: trimmed and runs of whitespace (the ideographic space U+3000 included) collapsed to one space. Each defaults to true.
 */
export interface TextNormalization {
  width?: boolean;
  case?: boolean;
  whitespace?: boolean;
}
