import type { Id } from './id';

export type WorkflowApiHistoryApiIdParameter = Id;
