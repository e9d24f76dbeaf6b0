import { PagePlaceholder } from '../../../components/page-placeholder';

/** Workflows: the screen comes with its own issue; until then the page names itself. */
export function WorkflowListPage() {
  return <PagePlaceholder titleKey="workflows" />;
}
