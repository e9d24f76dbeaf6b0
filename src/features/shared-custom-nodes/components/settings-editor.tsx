import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { type ConfigFileFormValues, DATA_TYPES, newSetting, SECURITY_LEVELS, SETTINGS_MAX } from '../config-file-form';
import { SettingValueField } from './setting-value-field';

function SettingRow({ index, onRemove }: { index: number; onRemove(): void }) {
  const { t } = useTranslation('sharedCustomNodes');
  const { control } = useFormContext<ConfigFileFormValues>();
  const dataType = useWatch({ control, name: `settings.${index}.dataType` });
  return (
    <Box
      component="li"
      aria-label={t('settings.item', { number: index + 1 })}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
        gap: 1,
        alignItems: 'start',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        '& > .s-wide': { gridColumn: { xs: 'auto', sm: '1 / -1' } },
      }}
    >
      <FormTextField control={control} name={`settings.${index}.label`} label={t('settings.label')} required size="small" />
      <FormTextField
        control={control}
        name={`settings.${index}.key`}
        label={t('settings.key')}
        required
        size="small"
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <FormTextField control={control} name={`settings.${index}.dataType`} label={t('settings.dataType')} select size="small">
        {DATA_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`dataTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name={`settings.${index}.securityLevel`} label={t('settings.securityLevel')} select size="small">
        {SECURITY_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`securityLevels.${level}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <IconButton aria-label={t('settings.remove', { number: index + 1 })} onClick={onRemove}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
      {dataType === 'CONFIG_DATA_TYPE_SELECT' && (
        <FormTextField
          className="s-wide"
          control={control}
          name={`settings.${index}.options`}
          label={t('settings.options')}
          required
          size="small"
          multiline
          minRows={1}
          maxRows={5}
          helperText={t('settings.optionsHelp')}
        />
      )}
      <Box className="s-wide">
        <SettingValueField index={index} />
      </Box>
    </Box>
  );
}

/** The file's settings (environment variables of the node): added and removed, each a row of its own. */
export function SettingsEditor() {
  const { t } = useTranslation('sharedCustomNodes');
  const { control, formState } = useFormContext<ConfigFileFormValues>();
  const settings = useFieldArray({ control, name: 'settings' });
  const listError = formState.errors.settings?.root?.message ?? formState.errors.settings?.message;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('settings.help', { max: SETTINGS_MAX })}
      </Typography>
      <Box component="ol" aria-label={t('settings.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {settings.fields.map((field, index) => (
          <SettingRow key={field.id} index={index} onRemove={() => settings.remove(index)} />
        ))}
      </Box>
      {settings.fields.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('settings.none')}
        </Typography>
      )}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={settings.fields.length >= SETTINGS_MAX}
        onClick={() => settings.append(newSetting(), { shouldFocus: true })}
      >
        {t('settings.add')}
      </Button>
    </Box>
  );
}
