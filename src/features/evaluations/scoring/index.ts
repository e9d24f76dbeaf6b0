/**
 * The scoring library of evaluations (issue #32): pure TypeScript, no React, shared by the evaluations
 * feature and the mock backend (which imports it as it imports the editor's kind models).
 * Pages import the files they need (compare-rows, regex, normalize) rather than this index: json-schema.ts
 * brings ajv, which compiles with `new Function`, forbidden by the studio's Content-Security-Policy.
 */
export type {
  ContainsScorer,
  ExactMatchScorer,
  JsonSchemaScorer,
  LlmJudgeScorer,
  NormalizeOptions,
  NumericScorer,
  RegexScorer,
  Scorer,
  ScorerType,
  ScoreResult,
} from './scorer-types';
export { DEFAULT_NORMALIZE, normalizeOptions, normalizeText } from './normalize';
export { scoreContains, scoreExactMatch } from './exact-contains';
export { REGEX_MAX_LENGTH, regexProblem, scoreRegex, type RegexProblem, type RegexProblemCode } from './regex';
export { JSON_SCHEMA_MAX_CHARS, jsonSchemaProblem, scoreJsonSchema } from './json-schema';
export { firstNumber, scoreNumeric } from './numeric';
export { scoreOutput } from './score';
export { compareRows, countChanges, ROW_CHANGE_ORDER, rowChange, SCORE_CHANGE, type RowChange, type RowOutcome } from './compare-rows';
