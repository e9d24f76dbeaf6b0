import type { Id } from './id';

export type FolderIdQueryParameter = Id;
