import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/date-format';

export interface StoredSecretProps {
  /** The secret's label ('Password', 'Wallet ZIP' …). */
  label: string;
  /** Something is stored (editing): the field shows "Set" until the user chooses to replace it. */
  stored: boolean;
  /** When the stored secret was set, when the server says. */
  setAt?: string | undefined;
  /** What is stored, besides when (the wallet's or key's file name). */
  detail?: string | undefined;
  replacing: boolean;
  onReplace(): void;
  /** The field that takes a new value (shown when nothing is stored, or while replacing). */
  children: ReactNode;
}

/**
 * A write-only secret on edit (§5: a blank password, wallet or key keeps the current value): the server
 * never answers it, so the dialog says it is set (and when), and offers Replace; only then does the field
 * for a new value appear. Nothing stored (a new connection): the field itself.
 */
export function StoredSecret({ label, stored, setAt, detail, replacing, onReplace, children }: StoredSecretProps) {
  const { t } = useTranslation('databaseConnections');
  const formatDate = useDateTimeFormat();
  if (!stored || replacing) return <>{children}</>;
  const status = setAt ? t('secrets.setOn', { date: formatDate(setAt) }) : t('secrets.set');
  return (
    <Box role="group" aria-label={label} sx={{ mt: 2, mb: 1 }}>
      <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
        <LockOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2">{status}</Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" noWrap component="div" title={detail}>
              {detail}
            </Typography>
          )}
        </Box>
        <Button size="small" onClick={onReplace} aria-label={t('secrets.replaceLabel', { field: label })}>
          {t('secrets.replace')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mx: 1.75 }}>
        {t('secrets.keptHelp')}
      </Typography>
    </Box>
  );
}
