import type { ScorerContains } from './scorerContains';
import type { ScorerExactMatch } from './scorerExactMatch';
import type { ScorerJsonSchema } from './scorerJsonSchema';
import type { ScorerLlmJudge } from './scorerLlmJudge';
import type { ScorerNumeric } from './scorerNumeric';
import type { ScorerRegex } from './scorerRegex';

/**
 * How one output of a row is scored (closed schemas, one per type).
 */
export type Scorer = ScorerExactMatch | ScorerContains | ScorerRegex | ScorerJsonSchema | ScorerNumeric | ScorerLlmJudge;
