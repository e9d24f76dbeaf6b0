/**
 * The scorer of an evaluation set's output, as the contract describes it (a discriminated union on `type`;
 * shape agreed for issue #32). A local structural copy so the scoring library stands on its own before
 * the contract is generated: after the merge, the generated `Scorer` (src/generated/model) replaces it,
 * and these types only have to stay assignable from it.
 */

/** How exact match and contains fold both texts before comparing them. Each option defaults to true. */
export interface NormalizeOptions {
  /** Unicode NFKC: full-width and half-width letters, digits and katakana read alike (`ＡＢＣ１２３` = `ABC123`, `ｶﾀｶﾅ` = `カタカナ`). */
  width: boolean;
  /** Upper and lower case read alike. */
  case: boolean;
  /** Trimmed, and every run of whitespace (the ideographic space U+3000 included) read as one space. */
  whitespace: boolean;
}

export interface ExactMatchScorer {
  type: 'exact_match';
  normalize: NormalizeOptions;
}

export interface ContainsScorer {
  type: 'contains';
  normalize: NormalizeOptions;
}

export interface RegexScorer {
  type: 'regex';
  /** 1..500 characters; the safe engine's syntax (no backreferences, no lookarounds). */
  pattern: string;
  ignoreCase: boolean;
}

export interface JsonSchemaScorer {
  type: 'json_schema';
  /** A JSON Schema (draft 2020-12), at most 10,000 characters serialised. */
  schema: Record<string, unknown>;
}

export interface NumericScorer {
  type: 'numeric';
  /** ≥ 0: absolute, or a fraction of |expected| when `relative`. */
  tolerance: number;
  relative: boolean;
}

export interface LlmJudgeScorer {
  type: 'llm_judge';
  model: string;
  /** 1..4,000 characters. */
  rubric: string;
  /** 0..1: the judge's score passes at or above it. */
  threshold: number;
}

export type Scorer = ExactMatchScorer | ContainsScorer | RegexScorer | JsonSchemaScorer | NumericScorer | LlmJudgeScorer;

export type ScorerType = Scorer['type'];

/** One output scored: `score` in 0..1, `pass`, and for some failures why (an engine's own message, e.g. ajv's). */
export interface ScoreResult {
  score: number;
  pass: boolean;
  reason?: string;
}
