import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getTestDatabaseConnectionSettingsMutationOptions } from '../../../generated/database-connections/database-connections';
import { settingsOf, TYPE_FIELDS, type ConnectionFormValues } from '../forms';
import { TestResult } from './test-result';
import { useUploadProgress } from './upload-progress';
import { HANDLED } from '../../../api/mutation-meta';

/**
 * Test connection inside the dialog, before saving: the type's fields are checked
 * as on save (the name aside), then the settings as typed go to the contract's test call
 * (`testDatabaseConnectionSettings`; on edit with the connection's id, so blank secrets are the stored
 * ones). Nothing is saved. The answer is shown until the type changes or another test runs.
 */
export function ConnectionTestPanel({ projectId, connectionId }: { projectId: string; connectionId?: string | undefined }) {
  const { t } = useTranslation('databaseConnections');
  const form = useFormContext<ConnectionFormValues>();
  const upload = useUploadProgress();
  const [options] = useState(() => ({ ...getTestDatabaseConnectionSettingsMutationOptions({ request: upload.request }), gcTime: 0, ...HANDLED }));
  const test = useMutation(options);
  const type = form.watch('type');
  const { reset } = test;
  useEffect(() => reset(), [type, reset]);
  // The answer appears under the fields: bring it into the dialog's view.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (test.data || test.error) answer.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [test.data, test.error]);

  const run = async () => {
    const values = form.getValues();
    if (!(await form.trigger([...TYPE_FIELDS[values.type]]))) return;
    const { apiEndpoint, ...settings } = settingsOf(form.getValues()) as ReturnType<typeof settingsOf> & { apiEndpoint?: string };
    test.mutate({ projectId, data: { ...settings, ...(apiEndpoint ? { apiEndpoint } : {}), ...(connectionId ? { connectionId } : {}) } });
  };

  return (
    <Box component="section" aria-label={t('test.title')} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={() => void run()} loading={test.isPending}>
          {t('test.run')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('test.beforeSaving')}
        </Typography>
      </Box>
      <div ref={answer}>
        <TestResult result={test.data} error={test.error} />
      </div>
    </Box>
  );
}
