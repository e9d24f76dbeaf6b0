import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { STATUS_ROLE_LOOK as R, type StatusLook } from '../../../components/status-looks';
import type { CustomNodeAuthenticationStatus } from '../../../generated/model';

/** A custom node's sign-in with its provider: signed in reads as success, expired as failed, to do as a warning. */
export const CUSTOM_NODE_AUTH_LOOK: Record<CustomNodeAuthenticationStatus, StatusLook> = {
  AUTH_STATUS_NOT_REQUIRED: { tone: 'neutral', Icon: RemoveCircleOutlineIcon },
  AUTH_STATUS_UNAUTHENTICATED: { tone: 'warning', Icon: LinkOffIcon },
  AUTH_STATUS_AUTHENTICATED: { tone: R.success.tone, Icon: VerifiedUserIcon },
  AUTH_STATUS_EXPIRED: { tone: R.failed.tone, Icon: TimerOffIcon },
};
