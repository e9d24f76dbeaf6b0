import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { DatabaseConnection } from '../../../generated/model';
import { BIGQUERY_LOCATIONS, BIGQUERY, DEFAULT_LOCATION, isKnownLocation, ORACLE, type ConnectionFormValues, type StoredSecrets } from '../forms';
import { KeyFileField } from './key-file-field';
import { SecretTextField } from './secret-text-field';
import { WalletField } from './wallet-field';

/** The connection string: free text (an alias or a connect descriptor), with the chosen wallet's aliases as choices. */
function ConnectionStringField({ aliases }: { aliases: string[] }) {
  const { t } = useTranslation('databaseConnections');
  const { control } = useFormContext<ConnectionFormValues>();
  const { field, fieldState } = useController({ control, name: 'connectionString' });
  const help = aliases.length ? t('fields.connectionStringAliases', { count: aliases.length }) : t('fields.connectionStringHelp');
  return (
    <Autocomplete
      freeSolo
      openOnFocus
      options={aliases}
      value={field.value}
      inputValue={field.value}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={t('fields.connectionString')}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? help}
        />
      )}
    />
  );
}

/** Oracle Autonomous Database: wallet ZIP (its aliases), connection string, username, password, wallet password. */
export function OracleFields({ connection, stored }: { connection?: Extract<DatabaseConnection, { type: typeof ORACLE }> | undefined; stored: StoredSecrets }) {
  const { t } = useTranslation('databaseConnections');
  const { control } = useFormContext<ConnectionFormValues>();
  const [aliases, setAliases] = useState<string[]>([]);
  return (
    <>
      <WalletField stored={stored.wallet} storedName={connection?.walletFileName} setAt={connection?.walletSetAt} onAliases={setAliases} />
      <ConnectionStringField aliases={aliases} />
      <FormTextField control={control} name="username" label={t('fields.username')} required fullWidth margin="normal" autoComplete="off" />
      <SecretTextField name="password" label={t('fields.password')} stored={stored.password} setAt={connection?.passwordSetAt} />
      <SecretTextField name="walletPassword" label={t('fields.walletPassword')} stored={stored.walletPassword} setAt={connection?.walletPasswordSetAt} />
    </>
  );
}

/** BigQuery: service account key (prefills the project ID, shows its client email), project ID, location, API endpoint. */
export function BigQueryFields({
  connection,
  stored,
}: {
  connection?: Extract<DatabaseConnection, { type: typeof BIGQUERY }> | undefined;
  stored: StoredSecrets;
}) {
  const { t } = useTranslation('databaseConnections');
  const { control } = useFormContext<ConnectionFormValues>();
  const stored_location = connection?.location;
  const locations = stored_location && !isKnownLocation(stored_location) ? [...BIGQUERY_LOCATIONS, stored_location] : BIGQUERY_LOCATIONS;
  return (
    <>
      <KeyFileField stored={stored.serviceAccountKey} storedEmail={connection?.serviceAccountEmail} setAt={connection?.serviceAccountKeySetAt} />
      <FormTextField
        control={control}
        name="gcpProjectId"
        label={t('fields.projectId')}
        required
        fullWidth
        margin="normal"
        helperText={t('fields.projectIdHelp')}
      />
      <FormTextField
        control={control}
        name="location"
        label={t('fields.location')}
        select
        fullWidth
        margin="normal"
        helperText={t('fields.locationHelp', { location: DEFAULT_LOCATION })}
      >
        {locations.map((location) => (
          <MenuItem key={location} value={location}>
            {isKnownLocation(location) ? t('locationLabel', { location, region: t(`locations.${location}`) }) : location}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="apiEndpoint"
        label={t('fields.apiEndpoint')}
        fullWidth
        margin="normal"
        placeholder="https://bigquery.googleapis.com"
        slotProps={{ htmlInput: { inputMode: 'url' }, inputLabel: { shrink: true } }}
        helperText={t('fields.apiEndpointHelp')}
      />
    </>
  );
}
