import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ToolSourceOption, ToolType } from '../../../generated/model';
import type { ToolFormValues } from '../tool-types';
import { SourceAutocomplete } from './source-autocomplete';

/**
 * The source of the chosen type: a published workflow and one of its API versions, a custom node of
 * the project, or a shared custom node.
 */
export function SourcePicker({
  projectId,
  type,
  control,
  picked,
  onPicked,
}: {
  projectId: string;
  type: ToolType;
  control: Control<ToolFormValues>;
  picked: ToolSourceOption | undefined;
  onPicked(option: ToolSourceOption | undefined, byUser: boolean): void;
}) {
  const { t } = useTranslation('tools');
  if (type === 'TOOL_TYPE_CUSTOM_NODE') {
    return (
      <SourceAutocomplete
        key={type}
        projectId={projectId}
        type={type}
        field="customNodeId"
        label={t('fields.customNode')}
        picked={picked}
        onPicked={onPicked}
      />
    );
  }
  if (type === 'TOOL_TYPE_SHARED_CUSTOM_NODE') {
    return (
      <SourceAutocomplete
        key={type}
        projectId={projectId}
        type={type}
        field="sharedCustomNodeId"
        label={t('fields.sharedCustomNode')}
        picked={picked}
        onPicked={onPicked}
      />
    );
  }
  const versions = picked?.apiVersions ?? [];
  return (
    <>
      <SourceAutocomplete key={type} projectId={projectId} type={type} field="workflowId" label={t('fields.workflow')} picked={picked} onPicked={onPicked} />
      <FormTextField
        control={control}
        name="apiVersionId"
        label={t('fields.apiVersion')}
        select
        required
        fullWidth
        margin="normal"
        disabled={!picked}
        {...(picked && versions.length === 0 ? { helperText: t('dialog.noVersions') } : {})}
      >
        {versions.map((version) => (
          <MenuItem key={version.id} value={version.id}>
            {version.name}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}
