import Button from '@mui/material/Button';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileRefusalMessage } from '../../../components/upload/file-check';
import { WALLET_LIMITS } from '../file-types';
import { readWallet, type WalletRefusal } from '../files/read-wallet';
import type { ConnectionFormValues } from '../forms';
import type { Translate } from '../../../lib/translate';
import { FileChooser } from './file-chooser';
import { StoredSecret } from './stored-secret';

function walletRefusalMessage(t: Translate, refusal: WalletRefusal): string {
  if (refusal === 'notWallet') return t('databaseConnections:files.notWallet');
  if (refusal === 'notZip') return t('databaseConnections:files.notZip');
  return fileRefusalMessage(t, refusal, WALLET_LIMITS);
}

/**
 * The wallet ZIP: read here before anything is sent (`readWallet`: .zip, 1MB, a tnsnames.ora); its
 * aliases go to `onAliases` for the connection string's choices. A refused file is not kept. On edit the
 * stored wallet shows as set (file name and when), and Replace opens the chooser.
 */
export function WalletField({
  stored,
  storedName,
  setAt,
  onAliases,
}: {
  stored: boolean;
  storedName?: string | undefined;
  setAt?: string | undefined;
  onAliases(aliases: string[]): void;
}) {
  const { t, i18n } = useTranslation('databaseConnections');
  const { control, clearErrors } = useFormContext<ConnectionFormValues>();
  const { field, fieldState } = useController({ control, name: 'walletFile' });
  const [replacing, setReplacing] = useState(false);
  const [reading, setReading] = useState(false);
  /** Why the last chosen file was refused (it wins over the form's own message until another file is chosen). */
  const [refused, setRefused] = useState<string>();
  const label = t('fields.wallet');

  const choose = async (file: File) => {
    setReading(true);
    const reading = await readWallet(file, WALLET_LIMITS).finally(() => setReading(false));
    if (!reading.ok) {
      field.onChange(null);
      onAliases([]);
      setRefused(walletRefusalMessage(i18n.t, reading.refusal));
      return;
    }
    setRefused(undefined);
    field.onChange(file);
    clearErrors('walletFile');
    onAliases(reading.aliases);
  };
  const keep = () => {
    setRefused(undefined);
    field.onChange(null);
    clearErrors('walletFile');
    onAliases([]);
    setReplacing(false);
  };

  return (
    <StoredSecret label={label} stored={stored} setAt={setAt} detail={storedName} replacing={replacing} onReplace={() => setReplacing(true)}>
      <FileChooser
        label={label}
        required={!stored}
        accept={acceptOf(WALLET_LIMITS)}
        fileName={field.value?.name}
        error={refused ?? fieldState.error?.message}
        helperText={stored ? t('secrets.blankKeepsFile') : t('fields.walletHelp')}
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
