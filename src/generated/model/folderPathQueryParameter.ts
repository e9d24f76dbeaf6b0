import type { FolderPath } from './folderPath';

export type FolderPathQueryParameter = FolderPath;
