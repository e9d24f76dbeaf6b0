/**
 * A new API version of the saved workflow: its name (required) and an optional description, with what
 * the API will take (the start node's inputs) and return (the end nodes' outputs). The caller saves
 * unsaved edits before it calls `onCreate`; a failure keeps everything typed. Beside it, the latest evaluation
 * of the revision it publishes against the last published version (publish-evaluation.tsx).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { VariableNames } from './variable-names';
import { newVersionSchema, VERSION_NAME_MAX } from './new-version-form';
import { PublishEvaluation } from './publish-evaluation';

export interface NewVersionDialogProps {
  projectId: string;
  workflowId: string;
  /** The saved revision the version publishes; null when unsaved edits will be saved first (a new revision). */
  revision: number | null;
  inputs: readonly string[];
  outputs: readonly string[];
  /** A suggested name (the next free `vN`). */
  suggestedName: string;
  pending: boolean;
  /** Why it cannot be published now (unsaved edits with issues), if so. */
  problem?: string | undefined;
  onCreate: (values: { versionName: string; description?: string }) => void;
  onClose: () => void;
}

export function NewVersionDialog({
  projectId,
  workflowId,
  revision,
  inputs,
  outputs,
  suggestedName,
  pending,
  problem,
  onCreate,
  onClose,
}: NewVersionDialogProps) {
  const { t, i18n } = useTranslation('apis');
  const form = useZodForm(
    useMemo(() => newVersionSchema(i18n.t), [i18n]),
    { versionName: suggestedName, description: '' },
  );
  return (
    <FormDialog
      title={t('newVersion.title')}
      form={form}
      pending={pending}
      submitLabel={t('newVersion.create')}
      onClose={onClose}
      error={problem}
      onSubmit={({ versionName, description }) => onCreate({ versionName, ...(description?.trim() ? { description: description.trim() } : {}) })}
    >
      <FormTextField
        control={form.control}
        name="versionName"
        label={t('newVersion.name')}
        required
        fullWidth
        margin="normal"
        autoFocus
        helperText={t('newVersion.nameHelp', { max: VERSION_NAME_MAX })}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('newVersion.description')}
        fullWidth
        margin="normal"
        multiline
        minRows={2}
        maxRows={6}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1 }}>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('newVersion.inputs')}
          </Typography>
          <VariableNames names={inputs} />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('newVersion.outputs')}
          </Typography>
          <VariableNames names={outputs} />
        </Box>
      </Box>
      <PublishEvaluation projectId={projectId} workflowId={workflowId} revision={revision} onLeave={onClose} />
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('newVersion.saveFirst')}
      </Alert>
    </FormDialog>
  );
}
