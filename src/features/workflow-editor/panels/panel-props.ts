/** What every kind's panel gets: its node (typed by kind) and the project (for the pickers' lists). */
import type { NodeKind } from '../../../generated/model';
import type { NodeOfKind } from '../model/graph-types';

export interface KindPanelProps<K extends NodeKind> {
  node: NodeOfKind<K>;
  projectId: string;
}

/** The page size of the pickers' lists. */
export const PICKER_PAGE = { pageSize: 100 } as const;
