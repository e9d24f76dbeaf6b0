/**
 * A saved revision on the canvas, read-only, under its banner. The revision gets its own editor store
 * (read-only, its graph) and its own React Flow and run overlay, so the live editor's store — its graph,
 * unsaved work, undo history and selection — is untouched while a revision is viewed: Back to current
 * simply shows the live canvas again. Restore as a new revision over unsaved edits asks first (they are
 * replaced by the restored revision; Undo brings them back); Cancel keeps everything.
 */
import Box from '@mui/material/Box';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/states';
import { useGetWorkflowRevision } from '../../../generated/workflow-revisions/workflow-revisions';
import { EditorCanvas } from '../canvas/editor-canvas';
import { createRunOverlayStore, RunOverlayContext } from '../debug/run-overlay-store';
import { shapeOf } from '../model/revision';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { RevisionBanner } from './revision-banner';
import { useRestoreRevision } from './use-restore-revision';

const NO_ISSUES: ReadonlyMap<string, number> = new Map();

export interface RevisionViewProps {
  projectId: string;
  workflowId: string;
  revision: number;
  /** The holder of the edit permission (may restore). */
  canEdit: boolean;
  /** Back to the live editor, on the Versions tab. */
  onBack: () => void;
  /** The visual diff of this revision against the current draft. */
  onCompare: () => void;
  /** A restore done (or gone to the conflict dialog): the live editor, where undo is. */
  onRestored: () => void;
}

export function RevisionView({ projectId, workflowId, revision, canEdit, onBack, onCompare, onRestored }: RevisionViewProps) {
  const { t } = useTranslation('editor');
  const query = useGetWorkflowRevision(projectId, workflowId, revision);
  const detail = query.data;
  const store = useMemo(
    () => (detail ? createEditorStore({ workflowId, graph: shapeOf(detail.graph), revision: detail.revision, readOnly: true }) : null),
    [detail, workflowId],
  );
  const [overlay] = useState(createRunOverlayStore);
  const restore = useRestoreRevision(projectId, workflowId);
  const [confirming, setConfirming] = useState(false);

  if (query.isError) return <ErrorState message={t('versions.revisionFailed')} onRetry={() => void query.refetch()} error={query.error} />;
  if (!detail || !store) return <LoadingState label={t('load.loading')} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="revision-view">
      <RevisionBanner
        revision={detail}
        onBack={onBack}
        onCompare={onCompare}
        restore={
          canEdit
            ? {
                asUnsaved: () => {
                  restore.asUnsaved(detail.revision, detail.graph);
                  onRestored();
                },
                asNew: () => (restore.unsaved() ? setConfirming(true) : restore.asNew(detail.revision, onRestored)),
                pending: restore.pending,
              }
            : null
        }
      />
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }} data-testid="revision-canvas">
        <EditorStoreProvider store={store}>
          <RunOverlayContext.Provider value={overlay}>
            <ReactFlowProvider>
              <EditorCanvas issueCounts={NO_ISSUES} />
            </ReactFlowProvider>
          </RunOverlayContext.Provider>
        </EditorStoreProvider>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('versions.restoreConfirmTitle')}
        description={t('versions.restoreConfirmBody', { revision: detail.revision })}
        confirmLabel={t('versions.restoreConfirmAction')}
        pending={restore.pending}
        onConfirm={() =>
          restore.asNew(detail.revision, () => {
            setConfirming(false);
            onRestored();
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
