/** Confirms issuing a new key for a version: the current key stops working at once. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiVersion } from '../../generated/model';

export function ReissueKeyDialog({ version, pending, onConfirm, onClose }: { version: ApiVersion | null; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation(['apis', 'common']);
  const titleId = useId();
  return (
    <Dialog open={version !== null} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('key.reissueTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{version && t('key.reissueConfirm', { name: version.versionName, hint: version.apiKeyHint })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={onConfirm} disabled={pending}>
          {t('actions.issueKey')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
