/**
 * The diff's header: "Revision 3 → Revision 7" (the caller's labels), the counts of the changes, the
 * "show layout changes" switch, Swap before and after (when the caller offers it) and Close (back).
 */
import CloseIcon from '@mui/icons-material/Close';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DiffSummary } from '../diff/types';

const COUNTS = ['nodesAdded', 'nodesRemoved', 'nodesChanged', 'edgesAdded', 'edgesRemoved'] as const;

export interface DiffHeaderProps {
  beforeLabel: string;
  afterLabel: string;
  summary: DiffSummary;
  /** Nodes moved only: counted when layout changes are shown. */
  moved: number;
  layout: boolean;
  onLayoutChange: (layout: boolean) => void;
  onSwap?: (() => void) | undefined;
  onClose: () => void;
}

export function DiffHeader({ beforeLabel, afterLabel, summary, moved, layout, onLayoutChange, onSwap, onClose }: DiffHeaderProps) {
  const { t } = useTranslation(['editor']);
  const counts = COUNTS.filter((name) => summary[name] > 0).map((name) => t(`diffView.count.${name}`, { count: summary[name] }));
  if (layout && moved > 0) counts.push(t('diffView.count.nodesMoved', { count: moved }));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2">
        {t('diffView.title', { before: beforeLabel, after: afterLabel })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }} data-testid="diff-counts">
        {counts.length ? counts.join(t('diffView.countSeparator')) : t('diffView.noChanges')}
      </Typography>
      <FormControlLabel control={<Switch checked={layout} onChange={(event) => onLayoutChange(event.target.checked)} />} label={t('diffView.layout')} />
      {onSwap && (
        <Button startIcon={<SwapHorizIcon />} onClick={onSwap}>
          {t('diffView.swap')}
        </Button>
      )}
      <Button startIcon={<CloseIcon />} onClick={onClose}>
        {t('diffView.close')}
      </Button>
    </Box>
  );
}
