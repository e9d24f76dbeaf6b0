import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteDialogProps {
  open: boolean;
  /** The dialog's title, e.g. 'Delete folder'. */
  title: string;
  /** What is deleted, in a sentence (optional; the 'cannot be undone' line is always shown). */
  description?: string;
  /** What the user must retype (the item's name). */
  confirmationValue: string;
  /** True while the delete runs. */
  pending?: boolean;
  /** A failure to show inside the dialog (the dialog stays open). */
  error?: string;
  /** More to know before deleting (e.g. who uses it and what happens to them), under the description. */
  details?: ReactNode;
  /** The confirm button's label (default Delete; e.g. Unpublish). */
  confirmLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The delete dialog every area uses (§2, §5): says the action cannot be undone and enables Delete only
 * when the user has retyped the confirmation value exactly.
 */
export function DeleteDialog({
  open,
  title,
  description,
  confirmationValue,
  pending = false,
  error,
  details,
  confirmLabel,
  onConfirm,
  onClose,
}: DeleteDialogProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const matches = typed === confirmationValue;
  const close = () => {
    setTyped('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={details ? 'sm' : 'xs'} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !pending) onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: 1 }}>{description}</DialogContentText>}
          {details}
          <DialogContentText sx={{ mb: 2 }}>{t('deleteDialog.cannotBeUndone')}</DialogContentText>
          <DialogContentText component="div" sx={{ mb: 1 }}>
            {t('deleteDialog.retype', { value: confirmationValue })}
          </DialogContentText>
          <TextField
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            label={t('deleteDialog.confirmationLabel')}
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { 'aria-describedby': undefined } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches} loading={pending}>
            {confirmLabel ?? t('delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
