/** The if-else kind's icon and panel. */
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { defineNodeKindView } from '../define-kind-view';
import { ifElseKind } from './model';
import { IfElsePanel } from './panel';

export const ifElseView = defineNodeKindView(ifElseKind, { icon: CallSplitIcon, panel: IfElsePanel });
