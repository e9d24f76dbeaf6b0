/**
 * The scoring library (src/features/evaluations/scoring/, shared with the studio) as the mock uses it:
 * the contract's scorers (SCORER_TYPE_… constants, optional flags with their defaults) turned into the
 * library's, and its answers turned into the contract's (row changes as EVALUATION_ROW_CHANGE_…).
 */
import type { EvaluationRowChange, Scorer as ContractScorer, ScorerLlmJudge } from '../../../src/generated/model';
import * as library from '../../../src/features/evaluations/scoring';
import type { ScoreFn } from './engine';

type Scorer = library.Scorer;
/** Why the safe engine refuses a pattern (a message key and detail), or null (the library's signature, shape.md). */
export const regexProblem: (pattern: string) => { code: 'tooLong' | 'backreference' | 'lookaround' | 'invalid'; detail: string } | null = library.regexProblem;
/** Why a value is not a valid JSON Schema, or null. */
export const jsonSchemaProblem: (schema: unknown) => string | null = library.jsonSchemaProblem;

const NORMALIZE_DEFAULTS = { width: true, case: true, whitespace: true };

/** The library's scorer for a contract scorer (every type but the LLM judge, which the mock judges itself). */
export function toLibraryScorer(scorer: Exclude<ContractScorer, ScorerLlmJudge>): Scorer {
  switch (scorer.type) {
    case 'SCORER_TYPE_EXACT_MATCH':
      return { type: 'exact_match', normalize: { ...NORMALIZE_DEFAULTS, ...scorer.normalize } };
    case 'SCORER_TYPE_CONTAINS':
      return { type: 'contains', normalize: { ...NORMALIZE_DEFAULTS, ...scorer.normalize } };
    case 'SCORER_TYPE_REGEX':
      return { type: 'regex', pattern: scorer.pattern, ignoreCase: scorer.ignoreCase ?? false };
    case 'SCORER_TYPE_JSON_SCHEMA':
      return { type: 'json_schema', schema: scorer.schema };
    case 'SCORER_TYPE_NUMERIC':
      return { type: 'numeric', tolerance: scorer.tolerance, relative: scorer.relative ?? false };
  }
}

/** The real scorer the handlers give the engine. */
export const libraryScore: ScoreFn = (scorer, output, expected) => library.scoreOutput(toLibraryScorer(scorer), output, expected);

const CHANGES: Record<string, EvaluationRowChange> = {
  regressed: 'EVALUATION_ROW_CHANGE_REGRESSED',
  improved: 'EVALUATION_ROW_CHANGE_IMPROVED',
  unchanged: 'EVALUATION_ROW_CHANGE_UNCHANGED',
  new: 'EVALUATION_ROW_CHANGE_NEW',
  removed: 'EVALUATION_ROW_CHANGE_REMOVED',
};

type Outcome = { index: number; pass: boolean; score: number };

/** Row-by-row changes from base to head, in the library's order (regressed first … unchanged last). */
export function rowChanges(base: readonly Outcome[], head: readonly Outcome[]): Array<{ index: number; change: EvaluationRowChange }> {
  const changes: Array<{ index: number; change: string }> = library.compareRows(base, head);
  return changes.map(({ index, change }) => ({ index, change: CHANGES[change]! }));
}
