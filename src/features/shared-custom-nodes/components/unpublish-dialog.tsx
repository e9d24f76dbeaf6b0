import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/delete-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getUnpublishSharedCustomNodeMutationOptions, useGetSharedCustomNodeUsage } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import type { SharedCustomNode } from '../../../generated/model';
import { UsageDetails } from './usage-list';

/**
 * Unpublish a shared custom node (admin): who uses it first — the workflows keep their node, which fails
 * when they run until replaced; tools made from it stop working; its configuration files are deleted —
 * then the retyped name.
 */
export function UnpublishDialog({
  node,
  onClose,
  onDone,
}: {
  node: Pick<SharedCustomNode, 'id' | 'name' | 'configFileCount'>;
  onClose(): void;
  onDone?(): void;
}) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  const usage = useGetSharedCustomNodeUsage(node.id);
  const unpublish = useToastMutation(getUnpublishSharedCustomNodeMutationOptions(), {
    verb: 'unpublish',
    thing: t('things.node'),
    name: () => node.name,
  });
  const close = () => {
    unpublish.reset();
    onClose();
  };
  return (
    <DeleteDialog
      open
      title={t('unpublish.title')}
      description={t('unpublish.description', { name: node.name })}
      confirmationValue={node.name}
      confirmLabel={t('unpublish.confirm')}
      pending={unpublish.isPending}
      {...(unpublish.error ? { error: mutationFailedMessage(i18n.t, 'unpublish', t('things.node'), unpublish.error) } : {})}
      details={
        <UsageDetails query={usage} emptyMessage={t('usage.noneNode')} consequence={t('unpublish.consequence')}>
          {node.configFileCount > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('unpublish.configFiles', { count: node.configFileCount })}
            </Typography>
          )}
        </UsageDetails>
      }
      onClose={close}
      onConfirm={() =>
        unpublish.mutate(
          { sharedCustomNodeId: node.id },
          {
            onSuccess: () => {
              close();
              onDone?.();
            },
          },
        )
      }
    />
  );
}
