/** The knowledge kind's icon and panel. */
import { AREA_ICONS } from '../../../../components/areas/area-icons';
import { defineNodeKindView } from '../define-kind-view';
import { knowledgeKind } from './model';
import { KnowledgePanel } from './panel';

export const knowledgeView = defineNodeKindView(knowledgeKind, { icon: AREA_ICONS.knowledgeIndexes, panel: KnowledgePanel });
