/**
 * The kind tables the editor's components read (the palette's kinds, the node panel's per-kind panel):
 * the app's (model-table.ts, view-table.ts) unless a test provides tables with a fixture kind added
 * (kind-table.test.tsx renders the real palette and panel with them).
 */
import { createContext, useContext } from 'react';
import type { GraphNode } from '../../../generated/model';
import type { ViewTable } from './build-view-table';
import type { KindTable } from './kind-table';
import { KIND_TABLE } from './model-table';
import { VIEW_TABLE } from './view-table';

export interface KindTables {
  models: KindTable<GraphNode>;
  views: ViewTable<GraphNode>;
}

const KindTablesContext = createContext<KindTables>({ models: KIND_TABLE, views: VIEW_TABLE });

export const KindTablesProvider = KindTablesContext.Provider;

export const useKindTables = (): KindTables => useContext(KindTablesContext);
