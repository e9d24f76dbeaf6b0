/**
 * A debug run's or a node run's status as a small chip: label, icon and colour (never colour alone),
 * for the runs list, the trace and the canvas legend.
 */
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { SvgIconComponent } from '@mui/icons-material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugNodeStatus, DebugRunStatus } from '../../../../generated/model';
import type { Tone } from '../../../../components/tone';
import { ToneTag } from '../../../../components/tone-tag';
import type { NamespacedKey } from '../../../../lib/i18n-keys';

interface StatusLook {
  labelKey: NamespacedKey<'debug'>;
  tone: Tone;
  Icon: SvgIconComponent;
}

export const RUN_STATUS_LOOK: Record<DebugRunStatus, StatusLook> = {
  DEBUG_RUN_STATUS_RUNNING: { labelKey: 'debug:runStatus.running', tone: 'info', Icon: PlayCircleOutlineIcon },
  DEBUG_RUN_STATUS_PAUSED: { labelKey: 'debug:runStatus.paused', tone: 'warning', Icon: PauseCircleOutlineIcon },
  DEBUG_RUN_STATUS_SUCCEEDED: { labelKey: 'debug:runStatus.succeeded', tone: 'success', Icon: CheckCircleOutlineIcon },
  DEBUG_RUN_STATUS_FAILED: { labelKey: 'debug:runStatus.failed', tone: 'error', Icon: ErrorOutlineIcon },
  DEBUG_RUN_STATUS_CANCELLED: { labelKey: 'debug:runStatus.cancelled', tone: 'neutral', Icon: BlockIcon },
};

export const NODE_STATUS_LOOK: Record<DebugNodeStatus, StatusLook> = {
  DEBUG_NODE_STATUS_PENDING: { labelKey: 'debug:nodeStatus.pending', tone: 'neutral', Icon: ScheduleIcon },
  DEBUG_NODE_STATUS_RUNNING: { labelKey: 'debug:nodeStatus.running', tone: 'info', Icon: PlayCircleOutlineIcon },
  DEBUG_NODE_STATUS_SUCCEEDED: { labelKey: 'debug:nodeStatus.succeeded', tone: 'success', Icon: CheckCircleOutlineIcon },
  DEBUG_NODE_STATUS_FAILED: { labelKey: 'debug:nodeStatus.failed', tone: 'error', Icon: ErrorOutlineIcon },
  DEBUG_NODE_STATUS_SKIPPED: { labelKey: 'debug:nodeStatus.skipped', tone: 'neutral', Icon: RedoIcon },
  DEBUG_NODE_STATUS_CANCELLED: { labelKey: 'debug:nodeStatus.cancelled', tone: 'neutral', Icon: BlockIcon },
};

function StatusChip({ look }: { look: StatusLook }) {
  const { t } = useTranslation(['debug']);
  return (
    <ToneTag tone={look.tone} Icon={look.Icon}>
      {t(look.labelKey)}
    </ToneTag>
  );
}

export const RunStatusChip = memo(function RunStatusChip({ status }: { status: DebugRunStatus }) {
  return <StatusChip look={RUN_STATUS_LOOK[status]} />;
});

export const NodeStatusChip = memo(function NodeStatusChip({ status }: { status: DebugNodeStatus }) {
  return <StatusChip look={NODE_STATUS_LOOK[status]} />;
});
