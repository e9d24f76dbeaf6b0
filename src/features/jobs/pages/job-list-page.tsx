import { PagePlaceholder } from '../../../components/page-placeholder';

/** Jobs: the screen comes with its own issue; until then the page names itself. */
export function JobListPage() {
  return <PagePlaceholder titleKey="jobs" />;
}
