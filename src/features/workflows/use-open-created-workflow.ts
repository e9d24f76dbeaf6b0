/**
 * After a workflow is created from the list: its creator takes the edit permission (nobody else can
 * hold it yet) and lands in the editor able to edit, without asking for it there. If the request
 * fails the editor still opens, read-only, and its banner offers the request again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getGetEditPermissionQueryKey, requestEditPermission } from '../../generated/edit-permissions/edit-permissions';
import type { Workflow } from '../../generated/model';
import { paths } from '../../lib/paths';

export function useOpenCreatedWorkflow(projectId: string): { open: (workflow: Workflow) => Promise<void>; opening: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = useCallback(
    async (workflow: Workflow) => {
      setOpening(true);
      try {
        const permission = await requestEditPermission(projectId, workflow.id);
        // The editor starts from this answer instead of asking again.
        queryClient.setQueryData(getGetEditPermissionQueryKey(projectId, workflow.id), permission);
      } catch {
        // Opened read-only: the banner offers the request.
      }
      setOpening(false);
      void navigate(paths.workflowEditor.href(projectId, workflow.id));
    },
    [projectId, queryClient, navigate],
  );
  return { open, opening };
}
