/** The start kind's icon and panel. */
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { defineNodeKindView } from '../define-kind-view';
import { startKind } from './model';
import { StartPanel } from './panel';

export const startView = defineNodeKindView(startKind, { icon: PlayCircleOutlinedIcon, panel: StartPanel });
