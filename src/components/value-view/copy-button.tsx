/** An icon button that copies a named value to the clipboard and says in a toast whether it worked. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast/toast-store';

export function CopyButton({ name, text }: { name: string; text: string }) {
  const { t } = useTranslation();
  const label = t('valueView.copy', { name });
  const copy = async () => {
    try {
      // Undefined outside a secure context: fails like a refusal.
      await navigator.clipboard.writeText(text);
      toast({ title: t('valueView.copied', { name }), variant: 'success' });
    } catch {
      toast({ title: t('valueView.copyFailed', { name }), description: t('valueView.copyFailedHint'), variant: 'destructive' });
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
