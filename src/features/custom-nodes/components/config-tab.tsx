import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { DATA_TYPES, NAME_MAX, type NodeFormValues, PARAMETERS_MAX } from '../forms';

/**
 * Config: name, description, output variable, and the parameters — label (the argument's name in `run`),
 * data type, description, required — added, moved up or down, removed.
 */
export function ConfigTab() {
  const { t } = useTranslation('customNodes');
  const { control } = useFormContext<NodeFormValues>();
  const parameters = useFieldArray({ control, name: 'parameters' });

  return (
    <Box>
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        required
        fullWidth
        margin="normal"
        helperText={t('fields.nameHelp', { max: NAME_MAX })}
      />
      <FormTextField control={control} name="description" label={t('fields.description')} fullWidth margin="normal" multiline minRows={2} />
      <FormTextField
        control={control}
        name="outputVariable"
        label={t('fields.outputVariable')}
        required
        fullWidth
        margin="normal"
        helperText={t('fields.outputVariableHelp')}
      />

      <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>
        {t('parameters.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('parameters.help', { max: PARAMETERS_MAX })}
      </Typography>
      <Box component="ol" aria-label={t('parameters.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {parameters.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            aria-label={t('parameters.item', { number: index + 1 })}
            sx={{
              display: 'grid',
              // Label and type side by side, the description under them (room for both at 1280 px beside the preview).
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto auto' },
              gridTemplateAreas: {
                xs: '"label" "type" "required" "actions" "description"',
                sm: '"label type required actions" "description description description description"',
              },
              gap: 1,
              alignItems: 'start',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              '& > .p-label': { gridArea: 'label' },
              '& > .p-type': { gridArea: 'type' },
              '& > .p-description': { gridArea: 'description' },
              '& > .p-required': { gridArea: 'required' },
              '& > .p-actions': { gridArea: 'actions' },
            }}
          >
            <FormTextField className="p-label" control={control} name={`parameters.${index}.label`} label={t('parameters.label')} required size="small" />
            <FormTextField className="p-type" control={control} name={`parameters.${index}.dataType`} label={t('parameters.dataType')} select size="small">
              {DATA_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`dataTypes.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              className="p-description"
              control={control}
              name={`parameters.${index}.description`}
              label={t('parameters.description')}
              size="small"
            />
            <Controller
              control={control}
              name={`parameters.${index}.required`}
              render={({ field: required }) => (
                <FormControlLabel
                  className="p-required"
                  control={<Switch checked={required.value} onChange={(_e, checked) => required.onChange(checked)} />}
                  label={t('parameters.required')}
                  sx={{ mr: 0 }}
                />
              )}
            />
            <Box className="p-actions" sx={{ display: 'flex' }}>
              <IconButton aria-label={t('parameters.moveUp', { number: index + 1 })} disabled={index === 0} onClick={() => parameters.move(index, index - 1)}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={t('parameters.moveDown', { number: index + 1 })}
                disabled={index === parameters.fields.length - 1}
                onClick={() => parameters.move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={t('parameters.remove', { number: index + 1 })} onClick={() => parameters.remove(index)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      {parameters.fields.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('parameters.none')}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={parameters.fields.length >= PARAMETERS_MAX}
        onClick={() => parameters.append({ label: '', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '', required: true }, { shouldFocus: true })}
      >
        {t('parameters.add')}
      </Button>
    </Box>
  );
}
