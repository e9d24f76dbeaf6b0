import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A failed load in a narrow card: the kit's error alert (`ErrorState`) with its Retry under the message
 * instead of beside it, where a 200 px card leaves the sentence a word per line.
 */
export function CardError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="error" sx={{ px: 1.5, '& .MuiAlert-message': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 } }}>
      {message}
      <Button color="inherit" size="small" onClick={onRetry} sx={{ ml: -1 }}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
