import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { ErrorState, LoadingState } from '../../../components/states';
import { getCreateConfigFileMutationOptions, getUpdateConfigFileMutationOptions, useGetConfigFile } from '../../../generated/config-files/config-files';
import type { ConfigFile } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { configFileSchema, type ConfigFileFormValues, formValuesOf, newSetting, settingsInputOf } from '../config-file-form';
import { SettingsEditor } from './settings-editor';

/** 409 (the name is taken) or 400 (a rule the server checks) in the user's words, else undefined. */
function refusal(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.code === 409) return t('sharedCustomNodes:errors.fileNameTaken');
  if (error.code === 400) return t('sharedCustomNodes:errors.refused', { reason: error.message });
  return undefined;
}

function FileForm({ nodeId, file, onClose }: { nodeId: string; file?: ConfigFile | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const defaults: ConfigFileFormValues = file ? formValuesOf(file) : { fileName: '', settings: [newSetting()] };
  const form = useZodForm(
    useMemo(() => configFileSchema(i18n.t), [i18n]),
    defaults,
  );
  const feedback = { thing: t('things.configFile'), name: (saved: ConfigFile) => saved.fileName, explain: (error: unknown) => refusal(i18n.t, error) };
  const create = useToastMutation(getCreateConfigFileMutationOptions(), { verb: 'create', ...feedback });
  const update = useToastMutation(getUpdateConfigFileMutationOptions(), {
    verb: 'update',
    ...feedback,
  });
  const saving = file ? update : create;
  const error = saving.error
    ? (refusal(i18n.t, saving.error) ?? mutationFailedMessage(i18n.t, file ? 'update' : 'create', t('things.configFile'), saving.error))
    : undefined;

  return (
    <FormDialog
      title={file ? t('dialog.editTitle', { name: file.fileName }) : t('dialog.createTitle')}
      form={form}
      maxWidth="md"
      pending={saving.isPending}
      submitLabel={file ? t('dialog.save') : t('dialog.create')}
      onClose={onClose}
      error={error}
      onSubmit={(values) => {
        const settings = settingsInputOf(values);
        if (file) update.mutate({ sharedCustomNodeId: nodeId, configFileId: file.id, data: { fileName: values.fileName, settings } }, { onSuccess: onClose });
        else create.mutate({ sharedCustomNodeId: nodeId, data: { fileName: values.fileName, settings } }, { onSuccess: onClose });
      }}
    >
      <FormTextField
        control={form.control}
        name="fileName"
        label={t('dialog.fileName')}
        required
        fullWidth
        margin="normal"
        autoFocus
        helperText={t('dialog.fileNameHelp')}
      />
      <SettingsEditor />
    </FormDialog>
  );
}

/**
 * Create or edit a configuration file. Editing reads the file afresh (secrets come back only as set, with
 * when), so the form never starts from a stale list row.
 */
export function ConfigFileDialog({ nodeId, fileId, onClose }: { nodeId: string; fileId?: string | undefined; onClose(): void }) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const file = useGetConfigFile(nodeId, fileId ?? '', { query: { enabled: Boolean(fileId), gcTime: 0, staleTime: 0 } });
  if (!fileId) return <FileForm nodeId={nodeId} onClose={onClose} />;
  if (file.data) return <FileForm nodeId={nodeId} file={file.data} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="config-file-loading-title">
      <DialogTitle id="config-file-loading-title">{t('dialog.loadingTitle')}</DialogTitle>
      <DialogContent>
        {file.isError ? (
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.configFile'))} onRetry={() => void file.refetch()} error={file.error} />
        ) : (
          <LoadingState />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
