/**
 * Text normalisation for the exact-match and contains scorers. Applied in a fixed order: width (NFKC)
 * first, so full-width letters are folded before their case is; then case; then whitespace (after NFKC,
 * which already turns the ideographic space U+3000 into a plain space, though `\s` covers U+3000 either way).
 */
import type { NormalizeOptions } from './scorer-types';

/** Every option on: the contract's default. */
export const DEFAULT_NORMALIZE: NormalizeOptions = { width: true, case: true, whitespace: true };

/** `text` folded as `options` say (see NormalizeOptions). */
export function normalizeText(text: string, options: NormalizeOptions): string {
  let out = text;
  if (options.width) out = out.normalize('NFKC');
  if (options.case) out = out.toLowerCase();
  if (options.whitespace) out = out.replace(/\s+/gu, ' ').trim();
  return out;
}

/** A scorer's options with any the backend left out at their default (true). */
export function normalizeOptions(options: Partial<NormalizeOptions> | undefined): NormalizeOptions {
  return { ...DEFAULT_NORMALIZE, ...options };
}
