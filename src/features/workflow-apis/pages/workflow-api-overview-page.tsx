import { PagePlaceholder } from '../../../components/page-placeholder';

/** API overview: the screen comes with its own issue; until then the page names itself. */
export function WorkflowApiOverviewPage() {
  return <PagePlaceholder titleKey="workflowApi" />;
}
