import type { Error } from './error';

/**
 * The 409 of a workflow that has its 50 sets already ('A workflow can have at most 50 evaluation sets').
 */
export type EvaluationSetLimit = Error & {
  /**
     * @minimum 1
     * @maximum 1000
     */
  limit: number;
};
