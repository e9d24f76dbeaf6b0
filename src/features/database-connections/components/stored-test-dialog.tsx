import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestDatabaseConnectionMutationOptions } from '../../../generated/database-connections/database-connections';
import type { DatabaseConnection } from '../../../generated/model';
import { TestResult } from './test-result';
import { HANDLED } from '../../../api/mutation-meta';

/**
 * Test connection from the list, after saving: the contract's test of the stored settings
 * (`testDatabaseConnection`, which changes nothing), run as the dialog opens and again on Test again.
 */
export function StoredTestDialog({ projectId, connection, onClose }: { projectId: string; connection: DatabaseConnection; onClose(): void }) {
  const { t } = useTranslation('databaseConnections');
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const [options] = useState(() => ({ ...getTestDatabaseConnectionMutationOptions(), gcTime: 0, ...HANDLED }));
  const test = useMutation(options);
  const { mutate } = test;
  const run = () => mutate({ projectId, connectionId: connection.id });
  useEffect(() => {
    mutate({ projectId, connectionId: connection.id });
  }, [mutate, projectId, connection.id]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('test.dialogTitle', { name: connection.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('test.stored')}</DialogContentText>
        {test.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={t('test.running')} />}
        <TestResult result={test.data} error={test.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={run} disabled={test.isPending}>
          {t('test.again')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {common('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
