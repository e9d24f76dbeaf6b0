/**
 * The version a conflict choice set aside, within reach: when this device keeps one for the workflow
 * and the user holds the edit permission, a notice offers to restore it (it replaces the graph as one
 * undoable edit: Ctrl+Z brings the current graph back) or to discard it (after a confirmation).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shapeOf } from '../model/revision';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { discardBackup } from './conflict-backup';
import { useConflictBackup } from './use-conflict-backup';

export function ConflictBackupNotice() {
  const { t } = useTranslation(['editor', 'common']);
  const store = useEditorStoreApi();
  const workflowId = useEditorStore((s) => s.workflowId);
  const readOnly = useEditorStore((s) => s.readOnly);
  const backup = useConflictBackup(workflowId);
  const [confirming, setConfirming] = useState(false);
  if (readOnly || !backup) return null;

  // Restored, it is the editor's unsaved work (draft, auto-save): the backup has done its job.
  const restore = () => {
    store.edit(shapeOf(backup.graph));
    discardBackup(workflowId);
  };
  const discard = () => {
    setConfirming(false);
    discardBackup(workflowId);
  };
  return (
    <Alert severity="info" role="status" data-testid="conflict-backup-notice" sx={{ mt: 2 }}>
      {t('editor:backup.notice')}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={restore}>
          {t('editor:backup.restore')}
        </Button>
        <Button size="small" color="inherit" onClick={() => setConfirming(true)}>
          {t('editor:backup.discard')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="backup-discard-title">
        <DialogTitle id="backup-discard-title">{t('editor:backup.discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('editor:backup.discardConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common:cancel')}</Button>
          <Button color="error" onClick={discard}>
            {t('editor:backup.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
