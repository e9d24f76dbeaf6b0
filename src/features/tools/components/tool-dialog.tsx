import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import type { Tool, ToolSourceOption } from '../../../generated/model';
import { getCreateToolMutationOptions, getUpdateToolMutationOptions } from '../../../generated/tools/tools';
import { TOOL_NAME_MAX, toolFormSchema } from '../forms';
import { EMPTY_TOOL, formValuesOf, TOOL_TYPES, toolInputOf } from '../tool-types';
import { SchemaField } from './schema-field';
import { SourcePicker } from './source-picker';
import { useFillFromSource } from './use-fill-from-source';

const isNameTaken = (error: unknown) => error instanceof HttpError && error.code === 409;

/** The edited tool's source as a picker option (completed from the sources list once it loads). */
function sourceOptionOf(tool: Tool): ToolSourceOption {
  const { source } = tool;
  return {
    type: tool.type,
    id: source.id,
    name: source.name,
    apiVersions: source.apiVersionId ? [{ id: source.apiVersionId, name: source.apiVersionName ?? source.apiVersionId }] : [],
  };
}

/**
 * Creates a tool, or edits one (the whole tool is sent): names and description, the type and its
 * source, and the input and output JSON Schemas ("fill from source" proposes both).
 */
export function ToolDialog({ projectId, tool, onClose }: { projectId: string; tool?: Tool | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('tools');
  const form = useZodForm(
    useMemo(() => toolFormSchema(i18n.t), [i18n]),
    tool ? formValuesOf(tool) : EMPTY_TOOL,
  );
  const [picked, setPicked] = useState<ToolSourceOption | undefined>(tool && sourceOptionOf(tool));
  const type = useWatch({ control: form.control, name: 'type' });
  const feedback = {
    thing: t('things.tool'),
    name: (saved: Tool) => saved.displayName,
    explain: (error: unknown) => (isNameTaken(error) ? t('validation.nameTaken') : undefined),
  };
  const create = useToastMutation(getCreateToolMutationOptions(), { ...feedback, verb: 'create' });
  const update = useToastMutation(getUpdateToolMutationOptions(), { ...feedback, verb: 'update' });
  const fill = useFillFromSource(projectId, form, picked);

  const onPicked = useCallback(
    (option: ToolSourceOption | undefined, byUser: boolean) => {
      setPicked(option);
      // A newly picked workflow: its only API version is the obvious choice, else the user picks one.
      if (byUser && option?.type === 'TOOL_TYPE_WORKFLOW') form.setValue('apiVersionId', option.apiVersions.length === 1 ? option.apiVersions[0]!.id : '');
    },
    [form],
  );
  const onError = (error: unknown) => {
    if (isNameTaken(error)) form.setError('name', { message: t('validation.nameTaken') });
  };

  return (
    <FormDialog
      title={tool ? t('dialog.editTitle', { name: tool.displayName }) : t('dialog.createTitle')}
      form={form}
      pending={create.isPending || update.isPending}
      submitLabel={tool ? t('actions.save') : t('dialog.create')}
      onClose={onClose}
      maxWidth="md"
      onSubmit={(values) => {
        if (!values.type) return;
        const data = toolInputOf({ ...values, type: values.type });
        if (tool) update.mutate({ projectId, toolId: tool.id, data }, { onSuccess: onClose, onError });
        else create.mutate({ projectId, data }, { onSuccess: onClose, onError });
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('fields.name')}
          required
          fullWidth
          margin="normal"
          autoFocus
          helperText={t('fields.nameHelp', { max: TOOL_NAME_MAX })}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <FormTextField control={form.control} name="displayName" label={t('fields.displayName')} required fullWidth margin="normal" />
      </Box>
      <FormTextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        required
        fullWidth
        margin="normal"
        multiline
        minRows={2}
        helperText={t('fields.descriptionHelp')}
      />

      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('dialog.sourceHeading')}
      </Typography>
      <FormTextField control={form.control} name="type" label={t('fields.type')} select required fullWidth margin="normal">
        {TOOL_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`types.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {type && (
        <SourcePicker projectId={projectId} type={type} control={form.control} picked={picked?.type === type ? picked : undefined} onPicked={onPicked} />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('dialog.schemasHeading')}
        </Typography>
        <Button size="small" startIcon={<AutoFixHighIcon />} onClick={() => void fill.run()} loading={fill.pending} disabled={!fill.ready}>
          {t('actions.fillFromSource')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {fill.ready ? t('dialog.fillHint') : t('dialog.fillNeedsSource')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 1 }}>
        <SchemaField name="inputSchema" label={t('fields.inputSchema')} />
        <SchemaField name="outputSchema" label={t('fields.outputSchema')} />
      </Box>
    </FormDialog>
  );
}
