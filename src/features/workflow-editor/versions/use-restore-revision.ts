/**
 * The two ways to restore a revision (the holder of the edit permission):
 * - as unsaved changes: the revision's graph replaces the editor's as one edit (undo brings the graph
 *   before back); the auto-save then saves it as any edit;
 * - as a new revision: the restore call, based on the editor's current base revision; the saved graph
 *   becomes the editor's (one undo step, as a settled conflict is). A 409 (someone saved since) goes to
 *   the editor's conflict handling, as an auto-save's does; nothing was restored then. Unsaved edits
 *   (`unsaved()`) are not saved by it: the restored graph takes their place as one undo step, so Undo
 *   brings them back as unsaved changes (the auto-save then saves them over the restored revision).
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/errors';
import { toastMutationFailed } from '../../../components/mutation-toast';
import { toast } from '../../../components/toast/toast-store';
import type { WorkflowGraph, WorkflowGraphConflict } from '../../../generated/model';
import { getRestoreWorkflowRevisionMutationOptions } from '../../../generated/workflow-revisions/workflow-revisions';
import { shapeOf } from '../model/revision';
import { hasUnsavedChanges } from '../model/save-state';
import { useEditorStoreApi } from '../store/editor-context';

function conflictOf(error: unknown): WorkflowGraphConflict | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const body = error.body as Partial<WorkflowGraphConflict> | undefined;
  return typeof body?.currentRevision === 'number' ? (body as WorkflowGraphConflict) : undefined;
}

export function useRestoreRevision(projectId: string, workflowId: string) {
  const { t, i18n } = useTranslation('editor');
  const store = useEditorStoreApi();
  const restore = useMutation({ ...getRestoreWorkflowRevisionMutationOptions(), meta: { handled: true } });

  const asUnsaved = useCallback(
    (revision: number, graph: WorkflowGraph) => {
      store.seal();
      store.edit(shapeOf(graph));
      store.seal();
      toast({ title: t('versions.restoredAsUnsaved', { revision }), variant: 'success' });
    },
    [store, t],
  );

  const asNew = useCallback(
    (revision: number, onDone: () => void) => {
      const baseRevision = store.getState().save.baseRevision;
      restore.mutate(
        { projectId, workflowId, revision, data: { baseRevision } },
        {
          onSuccess: (saved) => {
            const shape = shapeOf(saved);
            store.resolveConflict(shape, shape, saved.revision, false);
            toast({ title: t('versions.restoredAsNew', { revision, saved: saved.revision }), variant: 'success' });
            onDone();
          },
          onError: (error) => {
            const conflict = conflictOf(error);
            if (conflict) {
              store.dispatchSave({ type: 'conflicted', conflict });
              onDone();
            } else toastMutationFailed(i18n.t, 'save', t('versions.thing'), undefined, error);
          },
        },
      );
    },
    [restore, projectId, workflowId, store, t, i18n],
  );

  /** The editor has edits not saved yet (a restore as a new revision would replace them). */
  const unsaved = useCallback(() => hasUnsavedChanges(store.getState().save), [store]);

  return { asUnsaved, asNew, unsaved, pending: restore.isPending };
}
