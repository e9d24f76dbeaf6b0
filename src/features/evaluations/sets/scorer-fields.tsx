/**
 * One output's scorer: its type, then that type's settings — normalisation switches (exact match,
 * contains), a pattern checked as it is typed with the safe engine's rules (regex), a JSON Schema that must
 * parse (the server checks it is a schema), a tolerance (numeric), or a judging model, a rubric with its
 * counter and a pass threshold (LLM judge).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useListModels } from '../../../generated/models/models';
import { RUBRIC_MAX, SCORER_TYPES, type ScorerDraft, type SetFormValues } from './forms';

type Path = `outputs.${number}.${keyof ScorerDraft}`;

function Switch({ index, field, label }: { index: number; field: 'width' | 'case' | 'whitespace' | 'ignoreCase' | 'relative'; label: string }) {
  const { control } = useFormContext<SetFormValues>();
  return (
    <Controller
      control={control}
      name={`outputs.${index}.${field}` as Path}
      render={({ field: bound }) => (
        <FormControlLabel control={<Checkbox checked={Boolean(bound.value)} onChange={(event) => bound.onChange(event.target.checked)} />} label={label} />
      )}
    />
  );
}

export function ScorerFields({ index }: { index: number }) {
  const { t } = useTranslation('evaluationSets');
  const { control, trigger } = useFormContext<SetFormValues>();
  const draft = useWatch<SetFormValues, `outputs.${number}`>({ name: `outputs.${index}` });
  const models = useListModels({ pageSize: 100 }, { query: { enabled: draft.type === 'SCORER_TYPE_LLM_JUDGE' } });
  const field = (name: keyof ScorerDraft) => `outputs.${index}.${name}` as Path;
  // A pattern is checked as it is typed (the safe engine's rules, regexProblem), not only on submit.
  const pattern = draft.type === 'SCORER_TYPE_REGEX' ? draft.pattern : undefined;
  useEffect(() => {
    if (pattern) void trigger(`outputs.${index}.pattern` as Path);
  }, [pattern, index, trigger]);

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('scorer.legend', { name: draft.name })}
      </Typography>
      <FormTextField control={control} name={field('type')} label={t('scorer.type')} select fullWidth margin="dense">
        {SCORER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`scorer.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {(draft.type === 'SCORER_TYPE_EXACT_MATCH' || draft.type === 'SCORER_TYPE_CONTAINS') && (
        <FormGroup row aria-label={t('scorer.normalize')}>
          <Switch index={index} field="width" label={t('scorer.width')} />
          <Switch index={index} field="case" label={t('scorer.case')} />
          <Switch index={index} field="whitespace" label={t('scorer.whitespace')} />
        </FormGroup>
      )}
      {draft.type === 'SCORER_TYPE_REGEX' && (
        <>
          <FormTextField
            control={control}
            name={field('pattern')}
            label={t('scorer.pattern')}
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            helperText={t('scorer.patternHelp')}
          />
          <Switch index={index} field="ignoreCase" label={t('scorer.ignoreCase')} />
        </>
      )}
      {draft.type === 'SCORER_TYPE_JSON_SCHEMA' && (
        <FormTextField
          control={control}
          name={field('schemaText')}
          label={t('scorer.schema')}
          required
          fullWidth
          multiline
          minRows={4}
          margin="dense"
          helperText={t('scorer.schemaHelp')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
      {draft.type === 'SCORER_TYPE_NUMERIC' && (
        <>
          <FormTextField
            control={control}
            name={field('tolerance')}
            label={t('scorer.tolerance')}
            required
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Switch index={index} field="relative" label={t('scorer.relative')} />
        </>
      )}
      {draft.type === 'SCORER_TYPE_LLM_JUDGE' && (
        <>
          <FormTextField control={control} name={field('model')} label={t('scorer.model')} required select fullWidth margin="dense">
            {(models.data?.items ?? []).map((model) => (
              <MenuItem key={model.id} value={model.id} disabled={!model.available}>
                {model.displayName}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name={field('rubric')}
            label={t('scorer.rubric')}
            required
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            helperText={t('scorer.rubricCount', { count: draft.rubric.length, max: RUBRIC_MAX })}
          />
          <FormTextField
            control={control}
            name={field('threshold')}
            label={t('scorer.threshold')}
            required
            margin="dense"
            helperText={t('scorer.thresholdHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </>
      )}
    </Box>
  );
}
