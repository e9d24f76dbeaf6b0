/** What every kind's panel gets: its node (typed by kind) and the project (for the pickers' lists). */
import type { NodeKind } from '../../../generated/model';
import type { KindPanelInput } from '../kinds/define-kind-view';
import type { NodeOfKind } from '../model/graph-types';

/** The props of one contract kind's panel: `KindPanelInput` (kinds/define-kind-view.ts) with the kind's node. */
export type KindPanelProps<K extends NodeKind> = KindPanelInput<NodeOfKind<K>>;

/** The page size of the pickers' lists. */
export const PICKER_PAGE = { pageSize: 100 } as const;
