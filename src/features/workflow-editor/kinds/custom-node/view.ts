/** The custom node kind's icon and panel. */
import { AREA_ICONS } from '../../../../components/areas/area-icons';
import { defineNodeKindView } from '../define-kind-view';
import { customNodeKind } from './model';
import { CustomNodePanel } from './panel';

export const customNodeView = defineNodeKindView(customNodeKind, { icon: AREA_ICONS.customNodes, panel: CustomNodePanel });
