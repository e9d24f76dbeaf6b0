import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getCreateJobMutationOptions, getUpdateJobMutationOptions } from '../../../generated/jobs/jobs';
import type { Job } from '../../../generated/model';
import { JOB_NAME_MAX, jobFormSchema, type JobFormOutput } from '../forms';
import { DatasetFields, WorkflowFields } from './job-fields';

/** Creates a job, or edits one: name, dataset and its column, workflow with its version and start and end variables. */
export function JobDialog({ projectId, job, onClose }: { projectId: string; job?: Job | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('jobs');
  const form = useZodForm(
    useMemo(() => jobFormSchema(i18n.t), [i18n]),
    {
      name: job?.name ?? '',
      dataset: job ? { id: job.datasetFileId, fileName: job.datasetFileName } : null,
      datasetColumn: job?.datasetColumn ?? '',
      workflow: job ? { id: job.workflowId, name: job.workflowName } : null,
      workflowVersion: job ? String(job.workflowVersion) : '',
      startNodeVariable: job?.startNodeVariable ?? '',
      endNodeVariable: job?.endNodeVariable ?? '',
    },
  );
  const feedback = { thing: t('things.job'), name: (saved: Job) => saved.name };
  const create = useToastMutation(getCreateJobMutationOptions(), { ...feedback, verb: 'create' });
  const update = useToastMutation(getUpdateJobMutationOptions(), { ...feedback, verb: 'update' });
  const submit = ({ name, dataset, datasetColumn, workflow, workflowVersion, startNodeVariable, endNodeVariable }: JobFormOutput) => {
    const common = {
      name,
      datasetFileId: dataset.id,
      datasetColumn,
      workflowId: workflow.id,
      ...(workflowVersion ? { workflowVersion: Number(workflowVersion) } : {}),
    };
    if (job) {
      // Every field, so that another workflow or 'None' replaces what the job had (null clears a variable).
      const data = {
        ...common,
        workflowVersion: workflowVersion ? Number(workflowVersion) : 1,
        startNodeVariable: startNodeVariable || null,
        endNodeVariable: endNodeVariable || null,
      };
      update.mutate({ projectId, jobId: job.id, data }, { onSuccess: onClose });
    } else {
      create.mutate(
        { projectId, data: { ...common, ...(startNodeVariable ? { startNodeVariable } : {}), ...(endNodeVariable ? { endNodeVariable } : {}) } },
        { onSuccess: onClose },
      );
    }
  };

  return (
    <FormDialog
      title={job ? t('dialog.editTitle', { name: job.name }) : t('dialog.createTitle')}
      form={form}
      pending={create.isPending || update.isPending}
      submitLabel={job ? t('dialog.save') : t('dialog.create')}
      onClose={onClose}
      maxWidth="md"
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('fields.name')}
        required
        fullWidth
        margin="normal"
        autoFocus
        helperText={t('dialog.nameHelp', { max: JOB_NAME_MAX })}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
        <Box>
          <DatasetFields projectId={projectId} />
        </Box>
        <Box>
          <WorkflowFields projectId={projectId} />
        </Box>
      </Box>
    </FormDialog>
  );
}
