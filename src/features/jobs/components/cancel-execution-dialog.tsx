/**
 * Asks before a running (or pending) execution is cancelled: the rows done so far keep their results (in
 * the history and the CSV export), the rest are not run, and a new execution starts from the first row.
 */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface CancelExecutionDialogProps {
  /** The job whose execution is to be cancelled; none: closed. */
  job: { name: string } | null;
  /** How far the execution is, when known. */
  progress?: { processedRows: number; totalRows: number } | undefined;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function CancelExecutionDialog({ job, progress, pending, onConfirm, onClose }: CancelExecutionDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <ConfirmDialog
      open={job !== null}
      title={t('cancelDialog.title', { name: job?.name ?? '' })}
      description={
        <>
          {progress ? t('cancelDialog.progress', { processed: progress.processedRows, total: progress.totalRows }) + ' ' : ''}
          {t('cancelDialog.description')}
        </>
      }
      confirmLabel={t('actions.cancel')}
      cancelLabel={t('cancelDialog.keep')}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
