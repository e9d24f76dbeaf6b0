import type { SvgIconComponent } from '@mui/icons-material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AreaBadge } from './areas/area-badge';
import { useTranslation } from 'react-i18next';

/**
 * Nothing to show yet: the area's icon, a sentence (what the area is for and how it fills) and, optionally,
 * the action that fills it.
 */
export function EmptyState({ message, action, icon }: { message: string; action?: ReactNode; icon?: SvgIconComponent | undefined }) {
  return (
    <Box data-testid="empty-state" sx={{ py: 6, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      {icon && (
        <Box sx={{ mb: 1.5 }}>
          <AreaBadge icon={icon} size={56} />
        </Box>
      )}
      <Typography sx={{ maxWidth: 560, mx: 'auto' }}>{message}</Typography>
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}

/** A load that failed: the spec's message and a retry. What was on screen before stays elsewhere. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}

/** A list that is loading, inside the page (not the full-page spinner). */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-label={label ?? t('loading')} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label ?? t('loading')} />
    </Box>
  );
}
