/**
 * Save, Saving, Saved, Save Failed, Offline (§4); a click saves now. Unsaved work that waits on
 * invalid nodes (the backend would refuse it) says so — 'Fix 3 issues to save' — and a click opens
 * the list of those issues under the button, each one a way to its node and field.
 */
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/Error';
import CheckIcon from '@mui/icons-material/Check';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueList } from '../components/issue-list';
import { saveButtonLabelKey, saveButtonState } from '../model/save-state';
import type { GraphIssue } from '../model/validation';
import { useEditorStore } from '../store/editor-context';

export interface SaveButtonProps {
  /** A save was asked for (the editor saves, or opens the list when issues block it). */
  onSave: () => void;
  /** The issues the backend would refuse the graph for (an auto-save waits while there are any). */
  blocking?: readonly GraphIssue[];
  /** Whether the list of blocking issues is open. */
  issuesOpen?: boolean;
  onIssuesClose?: () => void;
}

const NONE: readonly GraphIssue[] = [];

export function SaveButton({ onSave, blocking = NONE, issuesOpen = false, onIssuesClose }: SaveButtonProps) {
  const { t } = useTranslation(['editor']);
  const save = useEditorStore((s) => s.save);
  const readOnly = useEditorStore((s) => s.readOnly);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const headingId = useId();
  const state = saveButtonState(save, blocking.length);
  const icon = {
    save: <SaveIcon />,
    saving: <CircularProgress size={16} />,
    saved: <CheckIcon />,
    saveFailed: <ErrorOutlineIcon />,
    offline: <CloudOffIcon />,
    blocked: <ReportProblemIcon />,
  }[state];
  const open = issuesOpen && blocking.length > 0;
  return (
    <>
      <Button
        ref={setAnchor}
        data-testid="save-button"
        data-state={state}
        variant={state === 'save' ? 'contained' : 'outlined'}
        color={state === 'saveFailed' ? 'error' : state === 'blocked' ? 'warning' : 'primary'}
        startIcon={icon}
        disabled={readOnly || state === 'saving' || state === 'saved' || state === 'offline'}
        onClick={onSave}
        // One line at any width: the workflow's name gives way instead (it has an ellipsis).
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        {...(state === 'blocked' ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open } : {})}
      >
        {t(saveButtonLabelKey(save, blocking.length), { count: blocking.length })}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={onIssuesClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxHeight: 420 } } }}
      >
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {t('save.blockedList')}
        </Typography>
        <IssueList issues={blocking} label={t('save.blockedList')} onOpened={onIssuesClose} />
      </Popover>
    </>
  );
}
