import type { Id } from './id';

export type EvaluationSetIdQueryParameter = Id;
