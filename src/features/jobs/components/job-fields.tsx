/**
 * The job dialog's dependent fields: the dataset (server search over uploaded files) → its columns (loaded
 * for the chosen file, with sample values); the workflow (server search) → its published versions (each
 * named with the workflow revision it runs, the number the job list shows) and its start and end variables. Choosing another dataset or workflow clears what depended on it; each list says
 * when it is loading and when it failed (with Retry).
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { SearchMultiPicker, useSearchText } from '../../../components/form/search-multi-picker';
import { useStatusLabel } from '../../../components/status-words';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useGetDatasetFileColumns, useListDatasetFiles } from '../../../generated/datasets/datasets';
import type { WorkflowForSelection } from '../../../generated/model';
import { useListWorkflowsForSelection } from '../../../generated/workflows/workflows';
import { formatBytes } from '../../../lib/format-bytes';
import { type DatasetRef, type JobFormValues, runnableVersions, type WorkflowRef } from '../forms';

const PICKER_PAGE = 100;

/** Clears `fields` when `value`'s id changes after the first render (the user picked another one). */
function useClearOnChange(id: string | undefined, fields: (keyof JobFormValues)[]) {
  const { setValue } = useFormContext<JobFormValues>();
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current === id) return;
    previous.current = id;
    for (const field of fields) setValue(field, '', { shouldValidate: false });
    // The fields are constant per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, setValue]);
}

export function DatasetFields({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('jobs');
  const statusLabel = useStatusLabel();
  const { control } = useFormContext<JobFormValues>();
  const { input, setInput, search } = useSearchText();
  const files = useListDatasetFiles(
    projectId,
    { pageSize: PICKER_PAGE, ...(search ? { name: search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const byId = new Map((files.data?.items ?? []).map((file) => [file.id, file]));
  const dataset = useWatch<JobFormValues, 'dataset'>({ name: 'dataset' });
  useClearOnChange(dataset?.id, ['datasetColumn']);
  const columns = useGetDatasetFileColumns(projectId, dataset?.id ?? '', { query: { enabled: Boolean(dataset), retry: false } });

  const columnHelp = !dataset
    ? t('dialog.pickDatasetFirst')
    : columns.isPending
      ? t('dialog.loadingColumns')
      : columns.isError
        ? mutationFailedMessage(i18n.t, 'fetch', t('things.columns'))
        : t('dialog.columnHelp', { count: columns.data.columns.length });

  return (
    <>
      <SearchMultiPicker<DatasetRef>
        single
        name="dataset"
        label={t('fields.dataset')}
        required
        helperText={t('dialog.datasetHelp')}
        options={(files.data?.items ?? []).map(({ id, fileName }) => ({ id, fileName }))}
        loading={files.isFetching}
        loadingText={t('dialog.searching')}
        noOptionsText={files.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.datasets')) : t('dialog.noDatasets')}
        input={input}
        onInputChange={setInput}
        getOptionLabel={(file) => file.fileName}
        getOptionDisabled={(option) => byId.get(option.id)?.status !== undefined && byId.get(option.id)?.status !== 'DATASET_FILE_STATUS_UPLOADED'}
        renderOptionDetail={(option) => {
          const file = byId.get(option.id);
          return (
            file && (
              <Typography component="span" variant="body2" color="text.secondary">
                {file.status === 'DATASET_FILE_STATUS_UPLOADED'
                  ? t('dialog.datasetDetail', { rows: file.rowCount, size: formatBytes(file.size, i18n.language) })
                  : statusLabel(file.status)}
              </Typography>
            )
          );
        }}
      />
      <FormTextField
        control={control}
        name="datasetColumn"
        label={t('fields.datasetColumn')}
        required
        select
        fullWidth
        margin="normal"
        disabled={!columns.data}
        helperText={columnHelp}
      >
        {(columns.data?.columns ?? []).map((column) => (
          <MenuItem key={column.name} value={column.name}>
            <span>{column.name}</span>
            {column.sampleValues?.length ? (
              <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ ml: 1, maxWidth: 320 }}>
                {column.sampleValues.join(' / ')}
              </Typography>
            ) : null}
          </MenuItem>
        ))}
      </FormTextField>
      {dataset && columns.isError && (
        <Button size="small" onClick={() => void columns.refetch()}>
          {t('dialog.retryColumns')}
        </Button>
      )}
    </>
  );
}

export function WorkflowFields({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('jobs');
  const { control, setValue, getValues } = useFormContext<JobFormValues>();
  const { input, setInput, search } = useSearchText();
  const workflows = useListWorkflowsForSelection(
    projectId,
    { pageSize: PICKER_PAGE, ...(search ? { name: search } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const workflow = useWatch<JobFormValues, 'workflow'>({ name: 'workflow' });
  useClearOnChange(workflow?.id, ['workflowVersion', 'startNodeVariable', 'endNodeVariable']);
  // The chosen workflow's versions and variables (also when editing, before any search).
  const chosen = useListWorkflowsForSelection(
    projectId,
    { pageSize: PICKER_PAGE, ...(workflow ? { name: workflow.name } : {}) },
    { query: { enabled: Boolean(workflow) } },
  );
  const details: WorkflowForSelection | undefined = chosen.data?.items.find((item) => item.id === workflow?.id);
  const versions = runnableVersions(details?.versions ?? []);
  // A job may run a revision no published version runs any more: it stays offered, named as such.
  const current = useWatch<JobFormValues, 'workflowVersion'>({ name: 'workflowVersion' });
  const unlisted = current && details && !versions.some((version) => String(version.revision) === current) ? Number(current) : undefined;

  // A newly chosen workflow runs its newest published version unless another is picked.
  useEffect(() => {
    if (details && !getValues('workflowVersion') && versions[0]) setValue('workflowVersion', String(versions[0].revision));
  }, [details, versions, getValues, setValue]);

  const failed = workflow && chosen.isError;
  const variablesHelp = (kind: 'start' | 'end') =>
    !workflow
      ? t('dialog.pickWorkflowFirst')
      : chosen.isPending
        ? t('dialog.loadingWorkflow')
        : failed
          ? mutationFailedMessage(i18n.t, 'fetch', t('things.workflow'))
          : t(kind === 'start' ? 'dialog.startHelp' : 'dialog.endHelp');

  return (
    <>
      <SearchMultiPicker<WorkflowRef>
        single
        name="workflow"
        label={t('fields.workflow')}
        required
        helperText={t('dialog.workflowHelp')}
        options={(workflows.data?.items ?? []).map(({ id, name }) => ({ id, name }))}
        loading={workflows.isFetching}
        loadingText={t('dialog.searching')}
        noOptionsText={workflows.isError ? mutationFailedMessage(i18n.t, 'fetch', t('things.workflows')) : t('dialog.noWorkflows')}
        input={input}
        onInputChange={setInput}
        getOptionLabel={(item) => item.name}
        renderOptionDetail={(option) => {
          const item = workflows.data?.items.find((candidate) => candidate.id === option.id);
          return (
            item && (
              <Typography component="span" variant="body2" color="text.secondary" noWrap>
                {item.folderPath}
              </Typography>
            )
          );
        }}
      />
      <FormTextField
        control={control}
        name="workflowVersion"
        label={t('fields.workflowVersion')}
        select
        fullWidth
        margin="normal"
        disabled={!versions.length && unlisted === undefined}
        helperText={workflow && details && !versions.length ? t('dialog.noVersions') : t('dialog.versionHelp')}
      >
        {versions.map((version) => (
          <MenuItem key={version.revision} value={String(version.revision)}>
            {t('dialog.versionOption', { names: version.names.join(', '), revision: version.revision })}
          </MenuItem>
        ))}
        {unlisted !== undefined && <MenuItem value={String(unlisted)}>{t('dialog.unpublishedRevision', { revision: unlisted })}</MenuItem>}
      </FormTextField>
      <FormTextField
        control={control}
        name="startNodeVariable"
        label={t('fields.startNodeVariable')}
        select
        fullWidth
        margin="normal"
        disabled={!details}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText={variablesHelp('start')}
      >
        <MenuItem value="">{t('dialog.none')}</MenuItem>
        {(details?.startVariables ?? []).map((variable) => (
          <MenuItem key={variable.name} value={variable.name}>
            {variable.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="endNodeVariable"
        label={t('fields.endNodeVariable')}
        select
        fullWidth
        margin="normal"
        disabled={!details}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        helperText={variablesHelp('end')}
      >
        <MenuItem value="">{t('dialog.none')}</MenuItem>
        {(details?.endVariables ?? []).map((variable) => (
          <MenuItem key={variable.name} value={variable.name}>
            {variable.name}
          </MenuItem>
        ))}
      </FormTextField>
      {failed && (
        <Button size="small" onClick={() => void chosen.refetch()}>
          {t('dialog.retryWorkflow')}
        </Button>
      )}
    </>
  );
}
