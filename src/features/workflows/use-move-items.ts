import { useTranslation } from 'react-i18next';
import { toastMutationFailed } from '../../components/mutation-toast';
import { toast } from '../../components/toast/toast-store';
import { useMoveWorkflowItems } from '../../generated/workflows/workflows';
import { knownWorkflowError } from './errors';
import type { ItemRef } from './items';
import { useRefreshWorkflows } from './use-refresh-workflows';

/**
 * Moves items (move dialog, drag and drop): the lists refresh on success, and the toast counts what the
 * backend says moved (items already in the target do not move: 'Already in that folder' when none did);
 * a failure says why.
 */
export function useMoveItems(projectId: string) {
  const { t } = useTranslation('workflows').i18n;
  const refresh = useRefreshWorkflows(projectId);
  const move = useMoveWorkflowItems();
  return {
    isPending: move.isPending,
    mutate(
      { items, targetFolderId }: { items: ItemRef[]; targetFolderId: string | undefined },
      { onSuccess }: { onSuccess?: () => void } = {},
    ) {
      const folderIds = items.filter((item) => item.kind === 'folder').map((item) => item.id);
      const workflowIds = items.filter((item) => item.kind === 'workflow').map((item) => item.id);
      move.mutate(
        {
          projectId,
          data: {
            ...(folderIds.length ? { folderIds } : {}),
            ...(workflowIds.length ? { workflowIds } : {}),
            ...(targetFolderId ? { targetFolderId } : {}),
          },
        },
        {
          onSuccess: async ({ items: moved }) => {
            await refresh();
            if (moved.length) toast({ title: t('workflows:moved', { count: moved.length }), variant: 'success' });
            else toast({ title: t('workflows:alreadyThere') });
            onSuccess?.();
          },
          onError: (error) => toastMutationFailed(t, 'move', t('workflows:things.items'), knownWorkflowError(t, error), error),
        },
      );
    },
  };
}
