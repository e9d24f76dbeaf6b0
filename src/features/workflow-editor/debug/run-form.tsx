/**
 * The run form: the start node's input variables, prefilled (the last run's inputs, else the debug
 * values), and the mode — step (waits on Next before each node) or auto. Every value is required.
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import type { StartVariable } from '../../../generated/model';
import { useEditorStoreApi } from '../store/editor-context';
import type { RunFormIntent } from '../store/editor-ui-slice';
import { runFormDefaults, runFormSchema, type RunFormValues } from './run-form-schema';

export interface RunFormProps {
  variables: readonly StartVariable[];
  defaults: RunFormValues;
  /** Starting (saving first, then the start call). */
  busy: boolean;
  disabled?: boolean;
  onSubmit: (values: RunFormValues) => void;
}

/**
 * The form carries out the editor store's run-form intents while it is mounted: `focusRunForm` (the
 * toolbar's Run) and `submitRunForm` (re-run with a past run's inputs). One sent before the form was
 * mounted (Run switched to the Debug tab, whose code loads first) is handed over when it registers.
 */
export function RunForm({ variables, defaults, busy, disabled = false, onSubmit }: RunFormProps) {
  const { t, i18n } = useTranslation(['editor', 'debug']);
  const schema = useMemo(() => runFormSchema(i18n.t), [i18n]);
  const form = useZodForm(schema, defaults);
  const startRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit((values) => onSubmit(values));

  // The variables changed (the start node was edited): the form follows. Only a change of the
  // variables resets (not every new defaults object): the reset reads the defaults of the moment.
  const names = variables.map((v) => v.name).join('\n');
  const resetToDefaults = useEffectEvent(() => form.reset(defaults));
  useEffect(() => resetToDefaults(), [names]);

  const carryOut = useEffectEvent((intent: RunFormIntent) => {
    if (intent.type === 'submit') {
      form.reset(runFormDefaults(variables, intent.inputs, intent.mode));
      void submit();
    } else {
      // The field itself, not react-hook-form's setFocus: an intent handed over as the form mounts comes
      // right after the mount's reset, which leaves react-hook-form without the field's ref.
      const first = variables.length ? formRef.current?.querySelector<HTMLElement>('[name="inputs.0.value"]') : null;
      (first ?? startRef.current)?.focus();
    }
  });
  const store = useEditorStoreApi();
  useEffect(() => store.handleRunForm((intent) => carryOut(intent)), [store]);

  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label={t('run.form.label')}
      data-testid="run-form"
    >
      <Typography variant="subtitle2" component="h3">
        {t('run.form.inputs')}
      </Typography>
      {variables.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('run.form.noInputs')}
        </Typography>
      )}
      {variables.map((variable, index) => (
        <FormTextField
          key={variable.name}
          control={form.control}
          name={`inputs.${index}.value`}
          label={variable.name}
          required
          multiline
          minRows={1}
          maxRows={6}
          size="small"
          disabled={disabled || busy}
          fullWidth
        />
      ))}
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <div>
            <FormLabel id="run-mode-label">{t('run.form.mode')}</FormLabel>
            <RadioGroup row aria-labelledby="run-mode-label" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <FormControlLabel value="DEBUG_RUN_MODE_AUTO" control={<Radio size="small" />} label={t('debug:mode.auto')} disabled={disabled || busy} />
              <FormControlLabel value="DEBUG_RUN_MODE_STEP" control={<Radio size="small" />} label={t('debug:mode.step')} disabled={disabled || busy} />
            </RadioGroup>
            <Typography variant="caption" color="text.secondary">
              {field.value === 'DEBUG_RUN_MODE_STEP' ? t('run.mode.stepHelp') : t('run.mode.autoHelp')}
            </Typography>
          </div>
        )}
      />
      <Button ref={startRef} type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={disabled || busy} data-testid="run-start">
        {busy ? t('run.form.starting') : t('run.form.start')}
      </Button>
    </Stack>
  );
}
