/** The database kind's icon and panel. */
import { AREA_ICONS } from '../../../../components/areas/area-icons';
import { defineNodeKindView } from '../define-kind-view';
import { databaseKind } from './model';
import { DatabasePanel } from './panel';

export const databaseView = defineNodeKindView(databaseKind, { icon: AREA_ICONS.databaseConnections, panel: DatabasePanel });
