import MenuItem from '@mui/material/MenuItem';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import type { WorkflowHierarchyWorkflow } from '../../../generated/model';
import { getCreateWorkflowMutationOptions } from '../../../generated/workflows/workflows';
import { createWorkflowFormSchema } from '../forms';
import { useOpenCreatedWorkflow } from '../use-open-created-workflow';

const EMPTY = '';

/**
 * Creates a workflow in the current folder, empty or as a copy of another workflow of the project,
 * and opens it in the editor with the edit permission already taken.
 */
export function CreateWorkflowDialog({
  projectId,
  folderId,
  workflows,
  copyFrom,
  onClose,
}: {
  projectId: string;
  folderId: string | undefined;
  /** What can be copied (the hierarchy's workflows). */
  workflows: WorkflowHierarchyWorkflow[];
  /** Preselected source ("Copy" on a row). */
  copyFrom?: { id: string; name: string };
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('workflows');
  const form = useZodForm(
    useMemo(() => createWorkflowFormSchema(i18n.t), [i18n]),
    {
      name: copyFrom ? t('copyName', { name: copyFrom.name }) : '',
      copyFromWorkflowId: copyFrom?.id ?? EMPTY,
    },
  );
  const create = useToastMutation(getCreateWorkflowMutationOptions(), {
    verb: 'create',
    thing: t('things.workflow'),
    name: (workflow) => workflow.name,
  });
  const created = useOpenCreatedWorkflow(projectId);
  const sources = copyFrom && !workflows.some((w) => w.id === copyFrom.id) ? [{ id: copyFrom.id, name: copyFrom.name }, ...workflows] : workflows;

  return (
    <FormDialog
      title={t('workflowDialog.createTitle')}
      form={form}
      pending={create.isPending || created.opening}
      submitLabel={t('actions.create')}
      onClose={onClose}
      onSubmit={({ name, copyFromWorkflowId }) =>
        create.mutate(
          {
            projectId,
            data: {
              name,
              ...(folderId ? { folderId } : {}),
              // A copy keeps the source's graph; an empty workflow's start and end nodes are named in the user's language.
              ...(copyFromWorkflowId
                ? { copyFromWorkflowId }
                : { startNodeTitle: t('workflowDialog.startNodeTitle'), endNodeTitle: t('workflowDialog.endNodeTitle') }),
            },
          },
          { onSuccess: (workflow) => void created.open(workflow) },
        )
      }
    >
      <FormTextField control={form.control} name="name" label={t('fields.workflowName')} required fullWidth margin="normal" autoFocus />
      <FormTextField control={form.control} name="copyFromWorkflowId" label={t('fields.copyFrom')} select fullWidth margin="normal">
        <MenuItem value={EMPTY}>{t('workflowDialog.empty')}</MenuItem>
        {sources.map((workflow) => (
          <MenuItem key={workflow.id} value={workflow.id}>
            {workflow.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
