import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/delete-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getDeleteConfigFileMutationOptions, useGetConfigFileUsage } from '../../../generated/config-files/config-files';
import type { ConfigFile } from '../../../generated/model';

import { UsageDetails } from './usage-list';

/** Delete a configuration file: which workflows run the node with it (and that they will fail until another is picked), then the retyped name. */
export function DeleteConfigFileDialog({ nodeId, file, onClose }: { nodeId: string; file: ConfigFile; onClose(): void }) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const usage = useGetConfigFileUsage(nodeId, file.id);
  const remove = useToastMutation(getDeleteConfigFileMutationOptions(), {
    verb: 'delete',
    thing: t('things.configFile'),
    name: () => file.fileName,
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <DeleteDialog
      open
      title={t('files.deleteDialog.title')}
      description={t('files.deleteDialog.description', { name: file.fileName })}
      confirmationValue={file.fileName}
      pending={remove.isPending}
      {...(remove.error ? { error: mutationFailedMessage(i18n.t, 'delete', t('things.configFile'), remove.error) } : {})}
      details={<UsageDetails query={usage} emptyMessage={t('usage.noneFile')} consequence={t('files.deleteDialog.consequence')} />}
      onClose={close}
      onConfirm={() => remove.mutate({ sharedCustomNodeId: nodeId, configFileId: file.id }, { onSuccess: close })}
    />
  );
}
