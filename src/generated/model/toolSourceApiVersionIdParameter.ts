import type { Id } from './id';

export type ToolSourceApiVersionIdParameter = Id;
