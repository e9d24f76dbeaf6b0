/** Types of scripts/kind-tables.mjs (the generated kind tables of the workflow editor). */
export interface KindNames {
  kind: string;
  folder: string;
  model: string;
  view: string;
}

export declare const KINDS_DIR: string;
export declare function nodeKindsOf(file?: string): string[];
export declare function kindNames(kind: string): KindNames;
export declare function kindFolders(kinds?: string[], dir?: string): KindNames[];
export declare function renderModelTable(entries: KindNames[]): string;
export declare function renderViewTable(entries: KindNames[]): string;
export declare function renderKindTables(kinds?: string[], dir?: string): { path: string; text: string }[];
