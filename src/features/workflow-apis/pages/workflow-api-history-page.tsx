import { PagePlaceholder } from '../../../components/page-placeholder';

/** API history: the screen comes with its own issue; until then the page names itself. */
export function WorkflowApiHistoryPage() {
  return <PagePlaceholder titleKey="workflowApis" />;
}
