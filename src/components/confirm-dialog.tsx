/**
 * Asks before an action that others feel or that cannot be taken back in one click (unpublishing a live
 * API, cancelling a running job, issuing a new key): a title, what will happen, Cancel and the action.
 * The dialog stays open while the action runs; the caller closes it when it succeeds.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens, in a sentence or two. */
  description: ReactNode;
  /** The action's label (a verb: 'Unpublish', 'Cancel execution'). */
  confirmLabel: string;
  /** The way out's label when 'Cancel' would read like the action (default Cancel). */
  cancelLabel?: string;
  /** The action's colour: warning for what others feel, error for what is lost. */
  tone?: 'primary' | 'warning' | 'error';
  pending?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'warning',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} component="div">
          {description}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
