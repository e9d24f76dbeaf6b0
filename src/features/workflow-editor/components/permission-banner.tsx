/** The read-only banner (§2, §4): offers to request the edit permission, or names its holder. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { tooManyRequestsMessage } from '../../../components/mutation-toast';
import { toast } from '../../../components/toast/toast-store';
import { getGetEditPermissionQueryKey, useRequestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import type { EditPermission, EditPermissionConflict } from '../../../generated/model';
import { HANDLED } from '../../../api/mutation-meta';

/**
 * The read-only banner with its request. Once the permission is granted the editor first loads the
 * server's current graph (`onAcquired`), and only then turns editable: nothing the user does in between
 * can be replaced by that graph (a panel opened, a node moved).
 */
export function PermissionBanner({
  projectId,
  workflowId,
  permission,
  onAcquired,
}: {
  projectId: string;
  workflowId: string;
  permission: EditPermission;
  onAcquired: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('editor');
  const queryClient = useQueryClient();
  const request = useRequestEditPermission({
    mutation: {
      ...HANDLED,
      onSuccess: async (data) => {
        await onAcquired();
        queryClient.setQueryData(getGetEditPermissionQueryKey(projectId, workflowId), data);
      },
      onError: (error) => {
        if (error instanceof HttpError && error.code === 409) {
          const body = error.body as EditPermissionConflict | undefined;
          if (body?.holder)
            queryClient.setQueryData(getGetEditPermissionQueryKey(projectId, workflowId), {
              workflowId,
              heldByMe: false,
              holder: body.holder,
              since: body.since,
            });
          return;
        }
        const description = tooManyRequestsMessage(i18n.t, error);
        toast({ title: t('permission.requestFailed'), ...(description ? { description } : {}), variant: 'destructive' });
      },
    },
  });
  if (permission.heldByMe) return null;
  return (
    <Alert
      severity="info"
      data-testid="read-only-banner"
      action={
        !permission.holder && (
          <Button color="inherit" size="small" disabled={request.isPending} onClick={() => request.mutate({ projectId, workflowId })}>
            {t('permission.request')}
          </Button>
        )
      }
    >
      {permission.holder ? t('permission.heldBy', { name: permission.holder.name }) : t('permission.readOnly')}
    </Alert>
  );
}
