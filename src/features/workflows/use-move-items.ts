import { useTranslation } from 'react-i18next';
import { HANDLED } from '../../api/mutation-meta';
import { toastMutationFailed } from '../../components/mutation-toast';
import { toast } from '../../components/toast/toast-store';
import { useMoveWorkflowItems } from '../../generated/workflows/workflows';
import { knownWorkflowError } from './errors';
import type { ItemRef } from './items';

/**
 * Moves items (move dialog, drag and drop): the lists refresh on success (the cache policy, before this onSuccess), and the toast counts what the
 * backend says moved (items already in the target do not move: 'Already in that folder' when none did);
 * a failure says why.
 */
export function useMoveItems(projectId: string) {
  const { t } = useTranslation('workflows').i18n;
  const move = useMoveWorkflowItems({ mutation: HANDLED });
  return {
    isPending: move.isPending,
    mutate({ items, targetFolderId }: { items: ItemRef[]; targetFolderId: string | undefined }, { onSuccess }: { onSuccess?: () => void } = {}) {
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
