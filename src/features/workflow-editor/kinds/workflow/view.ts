/** The workflow kind's icon and panel. */
import { AREA_ICONS } from '../../../../components/areas/area-icons';
import { defineNodeKindView } from '../define-kind-view';
import { workflowKind } from './model';
import { WorkflowPanel } from './panel';

export const workflowView = defineNodeKindView(workflowKind, { icon: AREA_ICONS.workflows, panel: WorkflowPanel });
