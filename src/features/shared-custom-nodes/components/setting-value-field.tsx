import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDateTimeFormat } from '../../../lib/date-format';
import { type ConfigFileFormValues, keepsSavedSecret, parseOptions } from '../config-file-form';

/**
 * A setting's value, entered or selected per data type: text; a number; true or false; JSON (several
 * lines, its error where it is); one of the options. A secret is typed hidden and never prefilled: a saved
 * one shows as set (when), kept unless the user chooses Replace — and left empty while replacing, it is
 * still kept.
 */
export function SettingValueField({ index }: { index: number }) {
  const { t } = useTranslation('sharedCustomNodes');
  const { control, setValue } = useFormContext<ConfigFileFormValues>();
  const [dataType, securityLevel, optionsText, savedSetAt, replacing, key, savedKey] = useWatch({
    control,
    name: [
      `settings.${index}.dataType`,
      `settings.${index}.securityLevel`,
      `settings.${index}.options`,
      `settings.${index}.savedSetAt`,
      `settings.${index}.replacing`,
      `settings.${index}.key`,
      `settings.${index}.savedKey`,
    ],
  });
  const formatDate = useDateTimeFormat();
  const secret = securityLevel === 'SECURITY_LEVEL_SECRET';
  const name = `settings.${index}.value` as const;
  const label = t('settings.value');

  const renamed = secret && savedSetAt !== undefined && key.trim() !== savedKey;
  if (keepsSavedSecret({ securityLevel, savedSetAt, savedKey, key, replacing }))
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, flexWrap: 'wrap' }}>
        <KeyOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" data-testid="secret-set">
          {savedSetAt ? t('settings.secretSetOn', { date: formatDate(savedSetAt) }) : t('settings.secretSet')}
        </Typography>
        <Button
          size="small"
          onClick={() => setValue(`settings.${index}.replacing`, true, { shouldDirty: true })}
          aria-label={t('settings.replaceFor', { number: index + 1 })}
        >
          {t('settings.replace')}
        </Button>
      </Box>
    );

  const keep =
    secret && replacing && !renamed ? (
      <Button
        size="small"
        onClick={() => {
          setValue(name, '');
          setValue(`settings.${index}.replacing`, false, { shouldDirty: true });
        }}
      >
        {t('settings.keepCurrent')}
      </Button>
    ) : null;
  const secretHelp = secret ? (renamed ? t('settings.renamedHelp') : replacing ? t('settings.replaceHelp') : t('settings.secretHelp')) : undefined;

  if (dataType === 'CONFIG_DATA_TYPE_BOOLEAN' || dataType === 'CONFIG_DATA_TYPE_SELECT') {
    const choices = dataType === 'CONFIG_DATA_TYPE_BOOLEAN' ? ['true', 'false'] : parseOptions(optionsText);
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormTextField
          control={control}
          name={name}
          label={label}
          select
          size="small"
          fullWidth
          helperText={secretHelp ?? (choices.length ? undefined : t('settings.addOptionsFirst'))}
        >
          <MenuItem value="">
            <em>{t('settings.noValue')}</em>
          </MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </FormTextField>
        {keep}
      </Box>
    );
  }
  if (secret)
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <FormTextField
          control={control}
          name={name}
          label={label}
          type="password"
          autoComplete="new-password"
          size="small"
          fullWidth
          helperText={secretHelp}
          slotProps={{ htmlInput: { spellCheck: false, 'data-lpignore': 'true' } }}
        />
        {keep}
      </Box>
    );
  if (dataType === 'CONFIG_DATA_TYPE_JSON')
    return (
      <FormTextField
        control={control}
        name={name}
        label={label}
        size="small"
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        helperText={t('settings.jsonHelp')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    );
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      size="small"
      fullWidth
      {...(dataType === 'CONFIG_DATA_TYPE_NUMBER' ? { slotProps: { htmlInput: { inputMode: 'decimal' } } } : {})}
    />
  );
}
