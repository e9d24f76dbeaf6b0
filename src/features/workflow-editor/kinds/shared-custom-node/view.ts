/** The shared custom node kind's icon and panel. */
import { AREA_ICONS } from '../../../../components/areas/area-icons';
import { defineNodeKindView } from '../define-kind-view';
import { sharedCustomNodeKind } from './model';
import { SharedCustomNodePanel } from './panel';

export const sharedCustomNodeView = defineNodeKindView(sharedCustomNodeKind, { icon: AREA_ICONS.sharedCustomNodes, panel: SharedCustomNodePanel });
