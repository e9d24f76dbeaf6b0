import Button from '@mui/material/Button';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileRefusalMessage } from '../../../components/upload/file-check';
import type { Translate } from '../../../lib/translate';
import { KEY_FILE_LIMITS } from '../file-types';
import { type KeyRefusal, readServiceAccountKey } from '../files/read-key';
import type { ConnectionFormValues } from '../forms';
import { FileChooser } from './file-chooser';
import { StoredSecret } from './stored-secret';

function keyRefusalMessage(t: Translate, refusal: KeyRefusal): string {
  if (refusal === 'invalidFormat') return t('databaseConnections:files.invalidFormat');
  return fileRefusalMessage(t, refusal, KEY_FILE_LIMITS);
}

/**
 * The service account key (JSON): read here before anything is sent (`readServiceAccountKey`: .json,
 * 1MB, a service account key). Its project ID fills the project ID field (unless the user typed another)
 * and its client email is shown; the private key is never read into the page's state — only the file,
 * which is what is sent. On edit the stored key shows as set (its service account and when).
 */
export function KeyFileField({ stored, storedEmail, setAt }: { stored: boolean; storedEmail?: string | undefined; setAt?: string | undefined }) {
  const { t, i18n } = useTranslation('databaseConnections');
  const { control, clearErrors, getValues, setValue, getFieldState } = useFormContext<ConnectionFormValues>();
  const { field, fieldState } = useController({ control, name: 'serviceAccountKeyFile' });
  const [replacing, setReplacing] = useState(false);
  const [reading, setReading] = useState(false);
  /** Why the last chosen file was refused (it wins over the form's own message until another file is chosen). */
  const [refused, setRefused] = useState<string>();
  /** The chosen key's client email, and the project ID it filled in. */
  const [facts, setFacts] = useState<{ clientEmail: string; projectId: string }>();
  const label = t('fields.serviceAccountKey');

  const choose = async (file: File) => {
    setReading(true);
    const result = await readServiceAccountKey(file, KEY_FILE_LIMITS).finally(() => setReading(false));
    if (!result.ok) {
      field.onChange(null);
      setFacts(undefined);
      setRefused(keyRefusalMessage(i18n.t, result.refusal));
      return;
    }
    setRefused(undefined);
    field.onChange(file);
    clearErrors('serviceAccountKeyFile');
    const current = getValues('gcpProjectId').trim();
    // The key's project fills the field unless the user typed one of their own.
    if (!current || current === facts?.projectId || !getFieldState('gcpProjectId').isDirty)
      setValue('gcpProjectId', result.projectId, { shouldValidate: true });
    setFacts({ clientEmail: result.clientEmail, projectId: result.projectId });
  };
  const keep = () => {
    setRefused(undefined);
    field.onChange(null);
    clearErrors('serviceAccountKeyFile');
    setFacts(undefined);
    setReplacing(false);
  };

  return (
    <StoredSecret
      label={label}
      stored={stored}
      setAt={setAt}
      detail={storedEmail && t('fields.clientEmailIs', { email: storedEmail })}
      replacing={replacing}
      onReplace={() => setReplacing(true)}
    >
      <FileChooser
        label={label}
        required={!stored}
        accept={acceptOf(KEY_FILE_LIMITS)}
        fileName={field.value?.name}
        error={refused ?? fieldState.error?.message}
        helperText={facts ? t('fields.clientEmailIs', { email: facts.clientEmail }) : stored ? t('secrets.blankKeepsFile') : t('fields.serviceAccountKeyHelp')}
        reading={reading}
        onFile={(file) => void choose(file)}
        extra={
          stored && (
            <Button size="small" onClick={keep}>
              {t('secrets.keep')}
            </Button>
          )
        }
      />
    </StoredSecret>
  );
}
