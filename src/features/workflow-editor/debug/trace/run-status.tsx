/**
 * A debug run's or a node run's status as a small chip: label, icon and colour (never colour alone),
 * for the runs list, the trace and the canvas legend. Tone and icon from src/components/status-looks.ts.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugNodeStatus, DebugRunStatus } from '../../../../generated/model';
import type { Tone } from '../../../../components/tone';
import { ToneTag } from '../../../../components/tone-tag';
import type { NamespacedKey } from '../../../../lib/i18n-keys';
import { DEBUG_NODE_LOOK, DEBUG_RUN_LOOK } from '../../../../components/status-looks';

interface StatusLook {
  labelKey: NamespacedKey<'debug'>;
  tone: Tone;
  Icon: SvgIconComponent;
}

export const RUN_STATUS_LOOK: Record<DebugRunStatus, StatusLook> = {
  DEBUG_RUN_STATUS_RUNNING: { labelKey: 'debug:runStatus.running', ...DEBUG_RUN_LOOK.DEBUG_RUN_STATUS_RUNNING },
  DEBUG_RUN_STATUS_PAUSED: { labelKey: 'debug:runStatus.paused', ...DEBUG_RUN_LOOK.DEBUG_RUN_STATUS_PAUSED },
  DEBUG_RUN_STATUS_SUCCEEDED: { labelKey: 'debug:runStatus.succeeded', ...DEBUG_RUN_LOOK.DEBUG_RUN_STATUS_SUCCEEDED },
  DEBUG_RUN_STATUS_FAILED: { labelKey: 'debug:runStatus.failed', ...DEBUG_RUN_LOOK.DEBUG_RUN_STATUS_FAILED },
  DEBUG_RUN_STATUS_CANCELLED: { labelKey: 'debug:runStatus.cancelled', ...DEBUG_RUN_LOOK.DEBUG_RUN_STATUS_CANCELLED },
};

export const NODE_STATUS_LOOK: Record<DebugNodeStatus, StatusLook> = {
  DEBUG_NODE_STATUS_PENDING: { labelKey: 'debug:nodeStatus.pending', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_PENDING },
  DEBUG_NODE_STATUS_RUNNING: { labelKey: 'debug:nodeStatus.running', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_RUNNING },
  DEBUG_NODE_STATUS_SUCCEEDED: { labelKey: 'debug:nodeStatus.succeeded', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_SUCCEEDED },
  DEBUG_NODE_STATUS_FAILED: { labelKey: 'debug:nodeStatus.failed', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_FAILED },
  DEBUG_NODE_STATUS_SKIPPED: { labelKey: 'debug:nodeStatus.skipped', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_SKIPPED },
  DEBUG_NODE_STATUS_CANCELLED: { labelKey: 'debug:nodeStatus.cancelled', ...DEBUG_NODE_LOOK.DEBUG_NODE_STATUS_CANCELLED },
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
