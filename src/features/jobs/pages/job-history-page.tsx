import { PagePlaceholder } from '../../../components/page-placeholder';

/** Job execution history: the screen comes with its own issue; until then the page names itself. */
export function JobHistoryPage() {
  return <PagePlaceholder titleKey="jobHistory" />;
}
