import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import {
  getCreateDatabaseConnectionMutationOptions,
  getUpdateDatabaseConnectionMutationOptions,
} from '../../../generated/database-connections/database-connections';
import type { DatabaseConnection, ErrorDetail } from '../../../generated/model';
import { refusalMessage } from '../errors';
import { BIGQUERY, CONNECTION_TYPES, connectionFormSchema, formValuesOf, ORACLE, settingsOf, storedSecretsOf, type ConnectionFormValues } from '../forms';
import { BigQueryFields, OracleFields } from './connection-fields';
import { ConnectionTestPanel } from './connection-test-panel';
import { useUploadProgress } from './upload-progress';

const FORM_FIELDS = new Set([
  'name',
  'username',
  'password',
  'connectionString',
  'walletFile',
  'walletPassword',
  'gcpProjectId',
  'serviceAccountKeyFile',
  'apiEndpoint',
  'location',
]);

/**
 * Creates a database connection, or edits one (issue #18 item 2): the name, the type (fixed on edit),
 * then the type's fields — Oracle: wallet ZIP (read here; its aliases offered as the connection string),
 * connection string, username, password, wallet password; BigQuery: service account key (read here; the
 * project ID filled in, the client email shown), project ID, location (asia-northeast1 unless chosen),
 * API endpoint (a valid URL). Secrets are write-only: on edit they show as set, and a blank one keeps the
 * stored value. Test connection tries the settings as typed without saving. A failed save keeps the
 * dialog and everything typed; the server's field messages land on their fields.
 */
export function ConnectionDialog({ projectId, connection, onClose }: { projectId: string; connection?: DatabaseConnection | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('databaseConnections');
  const stored = useMemo(() => storedSecretsOf(connection), [connection]);
  const form = useZodForm(
    useMemo(() => connectionFormSchema(i18n.t, stored), [i18n, stored]),
    formValuesOf(connection),
  );
  const type = form.watch('type');
  const feedback = {
    thing: t('things.connection'),
    name: (saved: DatabaseConnection) => saved.name,
    explain: (error: unknown) => refusalMessage(i18n.t, error),
  };
  const upload = useUploadProgress();
  const [options] = useState(() => ({
    create: getCreateDatabaseConnectionMutationOptions({ request: upload.request }),
    update: getUpdateDatabaseConnectionMutationOptions({ request: upload.request }),
  }));
  const create = useToastMutation(options.create, { ...feedback, verb: 'create' });
  const update = useToastMutation(options.update, { ...feedback, verb: 'update' });
  const pending = create.isPending || update.isPending;
  /** The server's field messages (400 details) on their fields, in the user's language when the dialog knows them. */
  const markFields = (error: unknown) => {
    if (!(error instanceof HttpError) || error.code !== 400) return;
    const details = ((error.body as { details?: ErrorDetail[] } | undefined)?.details ?? []).filter((detail) => detail.field && FORM_FIELDS.has(detail.field));
    for (const detail of details) {
      const message = refusalMessage(i18n.t, new HttpError(400, detail.message ?? '', error.url)) ?? detail.message ?? '';
      form.setError(detail.field as keyof ConnectionFormValues, { type: 'server', message });
    }
  };

  const submit = (values: ConnectionFormValues) => {
    upload.reset();
    const name = values.name.trim();
    const { type: _type, ...settings } = settingsOf(values);
    if (connection) {
      update.mutate({ projectId, connectionId: connection.id, data: { name, ...settings } }, { onSuccess: onClose, onError: markFields });
      return;
    }
    const { apiEndpoint, ...rest } = settings as typeof settings & { apiEndpoint?: string };
    create.mutate(
      { projectId, data: { type: values.type, name, ...rest, ...(apiEndpoint ? { apiEndpoint } : {}) } },
      { onSuccess: onClose, onError: markFields },
    );
  };

  return (
    <FormDialog
      title={connection ? t('dialog.editTitle', { name: connection.name }) : t('dialog.createTitle')}
      form={form}
      pending={pending}
      submitLabel={connection ? t('dialog.save') : t('dialog.create')}
      onClose={onClose}
      onSubmit={submit}
      notice={pending && <LinearProgress variant="determinate" value={upload.progress * 100} aria-label={t('dialog.sending')} sx={{ mb: 1 }} />}
    >
      <FormTextField control={form.control} name="name" label={t('fields.name')} required fullWidth margin="normal" autoFocus />
      {connection ? (
        // The type of a saved connection cannot change: said as text, not as disabled choices.
        <Box sx={{ mt: 2, mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('fields.type')}
          </Typography>
          <Typography data-testid="connection-type">{t(`types.${connection.type}`)}</Typography>
        </Box>
      ) : (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <FormControl component="fieldset" margin="normal">
              <FormLabel component="legend">{t('fields.type')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  form.clearErrors();
                }}
              >
                {CONNECTION_TYPES.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={t(`types.${value}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
      {type === ORACLE && <OracleFields connection={connection?.type === ORACLE ? connection : undefined} stored={stored} />}
      {type === BIGQUERY && <BigQueryFields connection={connection?.type === BIGQUERY ? connection : undefined} stored={stored} />}
      <ConnectionTestPanel projectId={projectId} connectionId={connection?.id} />
    </FormDialog>
  );
}
