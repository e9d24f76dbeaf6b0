import type { RevisionNumber } from './revisionNumber';

export type EvaluationRevisionQueryParameter = RevisionNumber;
