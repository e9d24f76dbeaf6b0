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
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { useListModels } from '../../../generated/models/models';
import { RUBRIC_MAX, SCORER_TYPES, type ScorerDraft, type SetFormValues } from './forms';

type Path = `outputs.${number}.${keyof ScorerDraft}`;

type SwitchField = 'width' | 'case' | 'whitespace' | 'ignoreCase' | 'relative';
type TextSetting = 'pattern' | 'schemaText' | 'tolerance' | 'model' | 'rubric' | 'threshold';

/** How a setting is typed: code (no spell check, monospace) or a decimal number. */
const CODE = { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } };
const DECIMAL = { htmlInput: { inputMode: 'decimal' } };
const LABEL = {
  pattern: 'scorer.pattern',
  schemaText: 'scorer.schema',
  tolerance: 'scorer.tolerance',
  model: 'scorer.model',
  rubric: 'scorer.rubric',
  threshold: 'scorer.threshold',
} as const satisfies Record<TextSetting, string>;

function Switch({ index, field }: { index: number; field: SwitchField }) {
  const { t } = useTranslation('evaluationSets');
  const { control } = useFormContext<SetFormValues>();
  return (
    <Controller
      control={control}
      name={`outputs.${index}.${field}` as Path}
      render={({ field: bound }) => (
        <FormControlLabel
          control={<Checkbox checked={Boolean(bound.value)} onChange={(event) => bound.onChange(event.target.checked)} />}
          label={t(`scorer.${field}`)}
        />
      )}
    />
  );
}

/** A required setting typed as text (its label from the field's name). */
function Setting({ index, field, ...props }: { index: number; field: TextSetting } & Omit<FormTextFieldProps<SetFormValues>, 'name' | 'control' | 'label'>) {
  const { t } = useTranslation('evaluationSets');
  const { control } = useFormContext<SetFormValues>();
  return <FormTextField control={control} name={`outputs.${index}.${field}` as Path} label={t(LABEL[field])} required margin="dense" {...props} />;
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
          <Switch index={index} field="width" />
          <Switch index={index} field="case" />
          <Switch index={index} field="whitespace" />
        </FormGroup>
      )}
      {draft.type === 'SCORER_TYPE_REGEX' && (
        <>
          <Setting index={index} field="pattern" fullWidth slotProps={CODE} helperText={t('scorer.patternHelp')} />
          <Switch index={index} field="ignoreCase" />
        </>
      )}
      {draft.type === 'SCORER_TYPE_JSON_SCHEMA' && (
        <Setting index={index} field="schemaText" fullWidth multiline minRows={4} slotProps={CODE} helperText={t('scorer.schemaHelp')} />
      )}
      {draft.type === 'SCORER_TYPE_NUMERIC' && (
        <>
          <Setting index={index} field="tolerance" slotProps={DECIMAL} />
          <Switch index={index} field="relative" />
        </>
      )}
      {draft.type === 'SCORER_TYPE_LLM_JUDGE' && (
        <>
          <Setting index={index} field="model" select fullWidth>
            {(models.data?.items ?? []).map((model) => (
              <MenuItem key={model.id} value={model.id} disabled={!model.available}>
                {model.displayName}
              </MenuItem>
            ))}
          </Setting>
          <Setting
            index={index}
            field="rubric"
            fullWidth
            multiline
            minRows={3}
            helperText={t('scorer.rubricCount', { count: draft.rubric.length, max: RUBRIC_MAX })}
          />
          <Setting index={index} field="threshold" slotProps={DECIMAL} helperText={t('scorer.thresholdHelp')} />
        </>
      )}
    </Box>
  );
}
