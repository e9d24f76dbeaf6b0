import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AreaBadge } from './areas/area-badge';
import { BootBar } from './boot-bar';
import { LazyAlert } from './lazy-alert';
import { refusalMessage } from './refusal-message';
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

/**
 * A load that failed: the spec's message and a retry. What was on screen before stays elsewhere. Given the
 * `error`, a refusal (403) says access is denied and why instead, with no retry (trying again changes
 * nothing; a page whose own data is refused shows the access-denied page: `refusedLoad`).
 */
export function ErrorState({ message, onRetry, error }: { message: string; onRetry?: (() => void) | undefined; error?: unknown }) {
  const { t, i18n } = useTranslation('common');
  const refusal = refusalMessage(i18n.t, error);
  if (refusal !== undefined) {
    return (
      <LazyAlert severity="error" title={i18n.t('errors:accessDenied.title')}>
        {refusal}
      </LazyAlert>
    );
  }
  return (
    <LazyAlert
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
    </LazyAlert>
  );
}

/** A list that is loading, inside the page (not the full-page one): the boot screen's bar. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-label={label ?? t('loading')} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <BootBar label={label ?? t('loading')} />
    </Box>
  );
}
