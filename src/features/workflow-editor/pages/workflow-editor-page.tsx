import { PagePlaceholder } from '../../../components/page-placeholder';

/** Workflow editor: the screen comes with its own issue; until then the page names itself. */
export function WorkflowEditorPage() {
  return <PagePlaceholder titleKey="workflowEditor" />;
}
