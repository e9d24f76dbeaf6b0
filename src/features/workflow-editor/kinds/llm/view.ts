/** The LLM kind's icon and panel. */
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { defineNodeKindView } from '../define-kind-view';
import { llmKind } from './model';
import { LlmPanel } from './panel';

export const llmView = defineNodeKindView(llmKind, { icon: AutoAwesomeOutlinedIcon, panel: LlmPanel });
