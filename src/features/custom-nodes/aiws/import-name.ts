/**
 * The name an import takes when the file's name is already used in the project (the contract's 409):
 * a suggestion ('PII マスキング 2', then '… 3') and the checks of the contract's `name` query parameter
 * (required, at most 20 characters — the generated constant) plus "not the name that clashed".
 */
import { importCustomNodeQueryNameMax } from '../../../generated/custom-nodes/custom-nodes.zod';

export const IMPORT_NAME_MAX = importCustomNodeQueryNameMax;

/** The first characters of `text` that fit in `max` UTF-16 units, never cutting a surrogate pair. */
function fit(text: string, max: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

/** 'Name' → 'Name 2', 'Name 2' → 'Name 3'; shortened so that it stays within the limit. */
export function suggestImportName(taken: string): string {
  const trimmed = taken.trim();
  const numbered = /^(.*\S)\s+(\d+)$/.exec(trimmed);
  const base = numbered ? numbered[1]! : trimmed;
  const suffix = ` ${numbered ? Number(numbered[2]) + 1 : 2}`;
  return `${fit(base, IMPORT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

export type ImportNameProblem = 'required' | 'tooLong' | 'taken';

/** Why `name` cannot be sent as the new name (undefined when it can). */
export function checkImportName(name: string, taken: string): ImportNameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > IMPORT_NAME_MAX) return 'tooLong';
  if (trimmed === taken.trim()) return 'taken';
  return undefined;
}
