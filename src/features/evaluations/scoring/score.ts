/**
 * One output scored by its scorer. Every scorer is deterministic and runs here except the LLM judge,
 * whose score comes from the backend's model (the mock backend has its own deterministic judge).
 */
import { scoreContains, scoreExactMatch } from './exact-contains';
import { scoreJsonSchema } from './json-schema';
import { scoreNumeric } from './numeric';
import { scoreRegex } from './regex';
import type { Scorer, ScoreResult } from './scorer-types';

/** The output against the expected answer (regex and JSON Schema look at the output only). Throws for `llm_judge`. */
export function scoreOutput(scorer: Scorer, output: string, expected: string): ScoreResult {
  switch (scorer.type) {
    case 'exact_match':
      return scoreExactMatch(scorer, output, expected);
    case 'contains':
      return scoreContains(scorer, output, expected);
    case 'regex':
      return scoreRegex(scorer, output);
    case 'json_schema':
      return scoreJsonSchema(scorer, output);
    case 'numeric':
      return scoreNumeric(scorer, output, expected);
    case 'llm_judge':
      throw new Error('scoreOutput: an llm_judge scorer is scored by the backend’s model, not here');
    default: {
      const unknown: never = scorer;
      throw new Error(`scoreOutput: unknown scorer ${JSON.stringify(unknown)}`);
    }
  }
}
