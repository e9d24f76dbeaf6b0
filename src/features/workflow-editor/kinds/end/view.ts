/** The end kind's icon and panel. */
import SportsScoreOutlinedIcon from '@mui/icons-material/SportsScoreOutlined';
import { defineNodeKindView } from '../define-kind-view';
import { endKind } from './model';
import { EndPanel } from './panel';

export const endView = defineNodeKindView(endKind, { icon: SportsScoreOutlinedIcon, panel: EndPanel });
