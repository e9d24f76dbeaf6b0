import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { getRunCustomNodePreviewMutationOptions } from '../../../generated/custom-nodes/custom-nodes';
import type { CustomNodeParameter } from '../../../generated/model';
import type { NodeFormValues } from '../forms';
import { defaultValueOf, FIELD_KIND, parameterValuesOf, parameterValuesSchema, type RawValue } from './parameter-form';
import { PreviewTrace } from './preview-trace';
import { HANDLED } from '../../../api/mutation-meta';

type Parameter = Pick<CustomNodeParameter, 'label' | 'dataType' | 'required' | 'description'>;

const signatureOf = (parameters: readonly Pick<Parameter, 'label' | 'dataType' | 'required'>[]) =>
  parameters.map((parameter) => `${parameter.label.trim()}:${parameter.dataType}:${parameter.required !== false}`).join('|');

/** The Parameters tab's form for one set of parameters (remounted when they change). */
function ParametersForm({ parameters, busy, onRun }: { parameters: Parameter[]; busy: boolean; onRun(values: Record<string, unknown>): void }) {
  const { t, i18n } = useTranslation('customNodes');
  const schema = useMemo(() => parameterValuesSchema(i18n.t, parameters), [i18n, parameters]);
  const form = useForm<Record<string, RawValue>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: Object.fromEntries(parameters.map((parameter, index) => [`p${index}`, defaultValueOf(parameter)])),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return (
    <Box component="form" noValidate aria-label={t('preview.parametersLabel')} onSubmit={form.handleSubmit((raw) => onRun(parameterValuesOf(parameters, raw)))}>
      {parameters.length === 0 && <Typography color="text.secondary">{t('preview.noParameters')}</Typography>}
      {parameters.map((parameter, index) => {
        const kind = FIELD_KIND[parameter.dataType];
        const label = `${parameter.label} (${t(`dataTypes.${parameter.dataType}`)})`;
        return (
          <Controller
            key={`${parameter.label}-${index}`}
            control={form.control}
            name={`p${index}`}
            render={({ field, fieldState }) =>
              kind === 'switch' ? (
                <FormControlLabel
                  sx={{ display: 'flex', my: 1 }}
                  control={<Switch checked={field.value === true} onChange={(_e, checked) => field.onChange(checked)} />}
                  label={label}
                />
              ) : (
                <TextField
                  {...field}
                  value={field.value as string}
                  label={label}
                  required={parameter.required}
                  fullWidth
                  margin="dense"
                  multiline={kind === 'json' || kind === 'text'}
                  minRows={kind === 'json' ? 3 : 1}
                  slotProps={{
                    htmlInput: {
                      ...(kind === 'number' ? { inputMode: 'decimal' } : {}),
                      ...(kind === 'json' ? { spellCheck: false, style: { fontFamily: 'monospace' } } : {}),
                    },
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? parameter.description}
                />
              )
            }
          />
        );
      })}
      <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} loading={busy} sx={{ mt: 1 }}>
        {t('preview.run')}
      </Button>
    </Box>
  );
}

/**
 * The preview beside the editor: Parameters (a form generated from the node's saved parameters by data
 * type: the server checks the values against those) and Run — with the editor's current code, saved or
 * not — then Trace (log lines, output, error, elapsed time). Changed parameters say to save first.
 */
export function PreviewPanel({
  projectId,
  customNodeId,
  savedParameters,
}: {
  projectId: string;
  customNodeId: string;
  savedParameters: readonly CustomNodeParameter[];
}) {
  const { t, i18n } = useTranslation('customNodes');
  const [tab, setTab] = useState<'parameters' | 'trace'>('parameters');
  const editing = useWatch<NodeFormValues, 'parameters'>({ name: 'parameters' });
  const code = useWatch<NodeFormValues, 'code'>({ name: 'code' });
  const signature = signatureOf(savedParameters);
  const changed = signatureOf(editing) !== signature;
  const run = useMutation({ ...getRunCustomNodePreviewMutationOptions(), ...HANDLED });

  return (
    <Box component="section" aria-label={t('preview.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2">
          {t('preview.title')}
        </Typography>
      </Box>
      <Tabs value={tab} onChange={(_e, next: 'parameters' | 'trace') => setTab(next)} sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="parameters" label={t('preview.parameters')} />
        <Tab value="trace" label={t('preview.trace')} />
      </Tabs>
      <Box sx={{ p: 2 }}>
        {tab === 'parameters' && changed && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t('preview.saveFirst')}
          </Alert>
        )}
        {tab === 'parameters' && (
          <ParametersForm
            key={signature}
            parameters={[...savedParameters]}
            busy={run.isPending}
            onRun={(parameterValues) =>
              run.mutate({ projectId, customNodeId, data: { parameterValues, ...(code.trim() ? { code } : {}) } }, { onSuccess: () => setTab('trace') })
            }
          />
        )}
        {run.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mutationFailedMessage(i18n.t, 'execute', t('things.preview'), run.error)}
          </Alert>
        )}
        {tab === 'trace' && (run.data ? <PreviewTrace result={run.data} /> : <Typography color="text.secondary">{t('preview.noRun')}</Typography>)}
      </Box>
    </Box>
  );
}
