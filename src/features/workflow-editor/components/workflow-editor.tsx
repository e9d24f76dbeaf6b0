/**
 * The editor of one workflow once its graph and edit permission are loaded. The stores are made
 * here, once per workflow: the editor store (graph, undo, selection, save state) and the run
 * overlay (the debug run shown on the canvas); the layout is editor-layout.tsx.
 */
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { EditPermission, WorkflowGraph } from '../../../generated/model';
import { createRunOverlayStore, RunOverlayContext } from '../debug/run-overlay-store';
import { openWithDraft } from '../save/draft';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorLayout } from './editor-layout';

export interface WorkflowEditorProps {
  projectId: string;
  workflowId: string;
  workflowName?: string | undefined;
  graph: WorkflowGraph;
  permission: EditPermission;
  /** Rendered inside the store (the leave prompt needs a data router). */
  children?: ReactNode;
}

export function WorkflowEditor({ projectId, workflowId, workflowName, graph, permission, children }: WorkflowEditorProps) {
  const [store] = useState(() => {
    const opened = openWithDraft(graph, permission.heldByMe);
    return createEditorStore({
      workflowId,
      graph: opened.graph,
      baseGraph: opened.base,
      revision: opened.revision,
      dirty: opened.dirty,
      readOnly: !permission.heldByMe,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
    });
  });
  const [overlay] = useState(createRunOverlayStore);
  useEffect(() => store.setReadOnly(!permission.heldByMe), [permission.heldByMe, store]);

  return (
    <EditorStoreProvider store={store}>
      <RunOverlayContext.Provider value={overlay}>
        <ReactFlowProvider>
          <EditorLayout projectId={projectId} workflowId={workflowId} workflowName={workflowName} permission={permission} />
          {children}
        </ReactFlowProvider>
      </RunOverlayContext.Provider>
    </EditorStoreProvider>
  );
}
