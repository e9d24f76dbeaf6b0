import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ConnectionFormValues } from '../forms';
import { StoredSecret } from './stored-secret';

/**
 * A password of the connection (the password, the wallet password): a password field for a new
 * connection; on edit "Set" with when, and Replace opens the field (blank keeps the stored one; Keep
 * current closes it again, clearing what was typed).
 */
export function SecretTextField({
  name,
  label,
  stored,
  setAt,
}: {
  name: 'password' | 'walletPassword';
  label: string;
  stored: boolean;
  setAt?: string | undefined;
}) {
  const { t } = useTranslation('databaseConnections');
  const { control, setValue, clearErrors } = useFormContext<ConnectionFormValues>();
  const [replacing, setReplacing] = useState(false);
  return (
    <StoredSecret label={label} stored={stored} setAt={setAt} replacing={replacing} onReplace={() => setReplacing(true)}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        type="password"
        required={!stored}
        fullWidth
        margin="normal"
        autoComplete="new-password"
        autoFocus={replacing}
        helperText={stored ? t('secrets.blankKeeps') : undefined}
        slotProps={
          stored
            ? {
                input: {
                  endAdornment: (
                    <Button
                      size="small"
                      onClick={() => {
                        setValue(name, '');
                        clearErrors(name);
                        setReplacing(false);
                      }}
                      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                    >
                      {t('secrets.keep')}
                    </Button>
                  ),
                },
              }
            : undefined
        }
      />
    </StoredSecret>
  );
}
