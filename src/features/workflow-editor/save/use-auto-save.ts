/**
 * Auto-save: after a pause in editing (or a retry delay after failures), the holder's draft is saved
 * with the revision it is based on. A 409 opens the conflict dialog; other failures keep the work
 * ('Save Failed', 'Auto-save failed' once per failure streak) and retry; offline waits for the
 * network. A save that got no answer at all shows Offline and keeps retrying; as soon as any call is
 * answered again (or the browser is back online) it retries at once, so the button never stays on
 * Save Failed or Offline after the network is back. A refusal (403: the edit permission is no longer the user's) says why and reads the permission
 * again, so the editor turns read-only and names the holder; the edits stay in the local draft. The local draft follows the edits (use-local-draft.ts) and is removed once saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, isForbidden } from '../../../api/errors';
import { refusalMessage } from '../../../components/mutation-toast';
import { toast } from '../../../components/toast/toast-store';
import type { WorkflowGraphConflict } from '../../../generated/model';
import { getSaveWorkflowGraphMutationKey, saveWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { applyCachePolicy } from '../../../api/cache-policy';
import { staleAfter } from '../../../api/cache-policy/events';
import type { GraphShape } from '../model/graph-types';
import { canSave, type GraphIssue } from '../model/validation';
import { toSaveBody } from '../model/revision';
import { hasUnsavedChanges, retryDelayMs, shouldAutoSave } from '../model/save-state';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { useLocalDraft } from './use-local-draft';

export const AUTO_SAVE_DELAY_MS = 1000;

/** `validate` is the editor's validation (useGraphIssues), so a graph it already checked is not checked again. */
export function useAutoSave(projectId: string, validate: (graph: GraphShape) => readonly GraphIssue[]): { saveNow: () => Promise<void> } {
  const { t, i18n } = useTranslation('editor');
  const queryClient = useQueryClient();
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  const save = useEditorStore((s) => s.save);
  const readOnly = useEditorStore((s) => s.readOnly);
  const inFlight = useRef(false);

  const saveNow = useCallback(async () => {
    const state = store.getState();
    if (state.readOnly || inFlight.current || !state.save.online || state.save.status === 'conflict' || !hasUnsavedChanges(state.save)) return;
    const present = graphOf(state);
    // Invalid graphs wait (e.g. maxTokens over the model's limit) instead of a 400.
    if (!canSave(validate(present))) return;
    inFlight.current = true;
    const failuresBefore = state.save.failures;
    store.dispatchSave({ type: 'saveStarted' });
    try {
      const body = toSaveBody(present, state.save.baseRevision);
      const saved = await saveWorkflowGraph(projectId, state.workflowId, body);
      store.saved(present, saved.revision);
      // Not a mutation (the save keeps its own state machine): its cache policy is applied here. It never refetches the graph just saved.
      void applyCachePolicy(queryClient, getSaveWorkflowGraphMutationKey(), { projectId, workflowId: state.workflowId, data: body }, saved);
    } catch (error) {
      if (error instanceof HttpError && error.code === 409 && error.body && typeof (error.body as WorkflowGraphConflict).currentRevision === 'number') {
        store.dispatchSave({ type: 'conflicted', conflict: error.body as WorkflowGraphConflict });
      } else if (isForbidden(error)) {
        store.dispatchSave({ type: 'saveFailed' });
        toast({ title: t('save.autoSaveFailed'), description: refusalMessage(i18n.t, error), variant: 'destructive' });
        void staleAfter.saveRefused(queryClient, { projectId, workflowId: state.workflowId });
      } else {
        store.dispatchSave({ type: 'saveFailed', unanswered: error instanceof HttpError && error.code === 0 });
        if (!navigator.onLine) store.dispatchSave({ type: 'wentOffline' });
        else if (failuresBefore === 0) toast({ title: t('save.autoSaveFailed'), description: t('save.autoSaveFailedDescription'), variant: 'destructive' });
      }
    } finally {
      inFlight.current = false;
    }
  }, [projectId, queryClient, store, t, i18n, validate]);

  useLocalDraft(store);

  // Auto-save after a pause, or after the retry delay when saves failed.
  useEffect(() => {
    if (readOnly || !shouldAutoSave(save)) return;
    const delay = Math.max(AUTO_SAVE_DELAY_MS, retryDelayMs(save.failures));
    const timer = setTimeout(() => void saveNow(), delay);
    return () => clearTimeout(timer);
  }, [graph, save, readOnly, saveNow]);

  // Offline and back: the browser says so, or another call is answered again (the offline notice's rule too).
  useEffect(() => {
    const offline = () => store.dispatchSave({ type: 'wentOffline' });
    const online = () => store.dispatchSave({ type: 'cameOnline' });
    const answered = (action: { type: string; error?: unknown }) => {
      if (!store.getState().save.unreachable) return;
      if (action.type === 'success' || (action.type === 'error' && action.error instanceof HttpError && action.error.code > 0))
        store.dispatchSave({ type: 'answered' });
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    const stopQueries = queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && answered(event.action));
    const stopMutations = queryClient.getMutationCache().subscribe((event) => event.type === 'updated' && answered(event.action));
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      stopQueries();
      stopMutations();
    };
  }, [store, queryClient]);

  return { saveNow };
}
