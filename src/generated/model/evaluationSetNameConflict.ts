import type { Error } from './error';
import type { Id } from './id';

/**
 * The 409 of a name another set of the workflow has ('An evaluation set with this name already exists').
 */
export type EvaluationSetNameConflict = Error & {
  namedSetId: Id;
};
