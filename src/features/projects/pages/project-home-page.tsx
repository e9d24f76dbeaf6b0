import { PagePlaceholder } from '../../../components/page-placeholder';

/** Project: the screen comes with its own issue; until then the page names itself. */
export function ProjectHomePage() {
  return <PagePlaceholder titleKey="projectHome" />;
}
