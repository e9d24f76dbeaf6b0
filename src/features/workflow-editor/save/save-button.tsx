import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/Error';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { saveButtonLabelKey, saveButtonState } from '../model/save-state';
import { useEditorStore } from '../store/editor-context';

/** Save, Saving, Saved, Save Failed, Offline (§4); a click saves now. */
export function SaveButton({ onSave }: { onSave: () => void }) {
  const { t } = useTranslation(['editor']);
  const save = useEditorStore((s) => s.save);
  const readOnly = useEditorStore((s) => s.readOnly);
  const state = saveButtonState(save);
  const icon = {
    save: <SaveIcon />,
    saving: <CircularProgress size={16} />,
    saved: <CheckIcon />,
    saveFailed: <ErrorOutlineIcon />,
    offline: <CloudOffIcon />,
  }[state];
  return (
    <Button
      data-testid="save-button"
      data-state={state}
      variant={state === 'save' ? 'contained' : 'outlined'}
      color={state === 'saveFailed' ? 'error' : 'primary'}
      startIcon={icon}
      disabled={readOnly || state === 'saving' || state === 'saved' || state === 'offline'}
      onClick={onSave}
    >
      {t(saveButtonLabelKey(save))}
    </Button>
  );
}
