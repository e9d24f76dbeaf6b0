/**
 * The API key, shown once (§4): right after a version is created or a key issued. It says that it will
 * not be shown again and that a new key invalidates the old one. Closing it drops the key: the caller
 * holds it only in the state that opened this dialog (never in the query cache or storage).
 */
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/date-format';
import { CopyButton } from '../../../components/value-view/copy-button';

export interface ShownKey {
  versionName: string;
  apiKey: string;
  issuedAt: string;
}

export function ApiKeyDialog({ shown, onClose }: { shown: ShownKey | null; onClose: () => void }) {
  const { t } = useTranslation(['apis', 'common']);
  const titleId = useId();
  const when = useDateTimeFormat();
  return (
    <Dialog open={shown !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="api-key-dialog">
      {shown && (
        <>
          <DialogTitle id={titleId}>{t('key.dialogTitle', { name: shown.versionName })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">{t('key.once')}</Alert>
              <Box>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('key.label')}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
                  <KeyIcon fontSize="small" color="action" aria-hidden />
                  <Box component="code" data-testid="api-key-value" sx={{ flex: 1, fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
                    {shown.apiKey}
                  </Box>
                  <CopyButton name={t('key.copyName')} text={shown.apiKey} />
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {t('key.issuedAt', { when: when(shown.issuedAt) })}
                </Typography>
              </Box>
              <Typography variant="body2">{t('key.invalidates')}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('common:close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
