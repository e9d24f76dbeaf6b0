import { WorkflowEditorPage } from '../features/workflow-editor/pages/workflow-editor-page';
import { EditorSlots } from './editor-slots';

/** The editor's route: the editor page with what other areas give it (src/app/editor-slots.tsx). */
export function WorkflowEditorRoute() {
  return (
    <EditorSlots>
      <WorkflowEditorPage />
    </EditorSlots>
  );
}
