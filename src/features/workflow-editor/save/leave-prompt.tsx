/** Leaving with unsaved changes asks first (§4): in-app navigation through the router's blocker, reload and close through beforeunload. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { hasUnsavedChanges } from '../model/save-state';
import { useEditorStore } from '../store/editor-context';

export function LeavePrompt() {
  const { t } = useTranslation(['editor', 'common']);
  const unsaved = useEditorStore((s) => !s.readOnly && hasUnsavedChanges(s.save));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return (
    <Dialog open={blocker.state === 'blocked'} aria-describedby="leave-prompt-text">
      <DialogContent>
        <DialogContentText id="leave-prompt-text">{t('editor:save.leavePrompt')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('editor:leave.stay')}</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          {t('editor:leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
